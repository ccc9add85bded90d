# A syntax error inside a NAME=( ... ) compound assignment: bash fails with
# status 1 there, not 2 (whatever the last status was), in a script, in -c,
# in eval and in a sourced file; the end of input inside a quote, ${ or $(
# in the list is reported twice, the second time as "syntax error:
# unexpected end of file" where the input ended.  An unexpected token
# inside a $(...) in the list is the $(...)'s error, with status 2.
forms=(
	'x=(a b'
	'declare -a x=(a b'
	'x+=(a b'
	'x=(a b ; echo more'
	'x=( "a b'
	'x=(a ${x b)'
	$'x=(a $(echo\n'
	'x=(a b) y=(c'
	'f() { x=(a b; }'
	'x=(a $(if) b)'
)
for f in "${forms[@]}"; do
	(exit 5)
	"$BASH" -c "$f"
	echo "-c: $?"
	(exit 5)
	(eval "$f")
	echo "eval: $?"
	printf '%s' "$f" >sourced
	(. ./sourced)
	echo "source: $?"
done
echo 'done'
x=(a b
echo notreached
