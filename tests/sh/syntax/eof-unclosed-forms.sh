# End of input inside each construct that bash names in its message
# ("unexpected EOF while looking for matching `X'"), in -c, in eval and in
# a sourced file.  Quoted strings, ${, $((, (( and [[ are reported at the
# line where they opened, $( and <( where the input ended (a last line
# without its newline counting as ended by one), in the innermost open
# construct; other commands get "syntax error: unexpected end of file".
# A syntax error names the -c string ("quirl: -c: line 1:"), as bash's
# does ("bash: -c: line 1:").
forms=(
	'echo "abc'
	"echo 'abc"
	'echo `abc'
	"echo \$'abc"
	'echo $(abc'
	'echo ${abc'
	'echo $((1+'
	'(( 1 +'
	'for ((i = 0;'
	'[[ -n x'
	'echo $(( 1 + $(echo "'
	'echo "${x:-$(a'
	'echo <(cat'
	'x=$(case a in'
	'case x in'
	'if true'
	'a |'
	$'echo 1\n[[ -n x &&\n-n y\n'
	$'echo 1\necho $(a\nb\n'
	$'echo 1\necho "a\nb\n'
)
for f in "${forms[@]}"; do
	"$BASH" -c "$f"
	echo "-c: $?"
	(eval "$f")
	echo "eval: $?"
	printf '%s' "$f" >sourced
	(. ./sourced)
	echo "source: $?"
done
