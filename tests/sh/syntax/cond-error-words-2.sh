# [[ ]] syntax errors in bash's words, continued (cond-error-words-1).
n=15
while IFS= read -r form; do
	n=$((n + 1))
	printf 'echo "%d: %s"\nfalse\n%b\necho not reached\n' "$n" "$form" "$form" >c.sh
	"$BASH" c.sh 2>&1
	echo "status $?"
done <<'EOF'
[[ ]]
[[ a && ]]
[[ a || ]]
[[ a ) ]]
[[ a == b ) ]]
[[ && a ]]
[[ ) ]]
[[ ; ]]
[[ -f a b ]]
[[ a = b c ]]
[[ ( a ) b ]]
[[ -f a ( ]]
[[ a ; ]]
[[ a | b ]]
[[ a >> b ]]
EOF
