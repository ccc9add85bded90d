# A syntax error inside [[ ]] is reported in bash's own words (one line
# per level that failed, no source line, some with no message at all),
# and the script stops there with the last status: 1 after `false'.
n=0
while IFS= read -r form; do
	n=$((n + 1))
	printf 'echo "%d: %s"\nfalse\n%b\necho not reached\n' "$n" "$form" "$form" >c.sh
	"$BASH" c.sh 2>&1
	echo "status $?"
done <<'EOF'
[[ a b ]]
[[ a b c ]]
[[ -f ]]
[[ -z ]]
[[ ( a ]]
[[ ( ]]
[[ ( ( a ]]
[[ ( a b ) ]]
[[ ( -f a b ) ]]
[[ a && ( ]]
[[ a == ]]
[[ a -eq ]]
[[ a < ]]
[[ a =~ ]]
[[ ! ]]
EOF
