# [[ ]] syntax errors in bash's words, continued (cond-error-words-1).
n=30
while IFS= read -r form; do
	n=$((n + 1))
	printf 'echo "%d: %s"\nfalse\n%b\necho not reached\n' "$n" "$form" "$form" >c.sh
	"$BASH" c.sh 2>&1
	echo "status $?"
done <<'EOF'
[[ a 2> b ]]
[[ a '>' b ]]
[[ -q a ]]
[[ a -xx b ]]
[[ a == ( ]]
[[ -f ; ]]
[[ a =~ ; ]]
[[ a =~ ) ]]
[[ a == b && ; ]]
[[ a\n]]
[[ a ==\nb ]]
[[\n-f
[[ ( a
EOF
