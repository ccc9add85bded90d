# bash -c leaves with status 127 after a syntax error inside a $( ) or
# <( ) (an unexpected token, a [[ ]] error), 2 after one elsewhere or the
# end of input inside a quote in the $( ); a script leaves with 2.
for s in 'echo $(if)' 'false; echo $(if)' 'x=$(fi)' 'echo <(if)' \
	'echo $([[ a )' 'echo $(echo "a)' 'if' 'echo ok; fi'; do
	"$BASH" -c "$s"
	echo "$s: $?"
done
printf '%s\n' 'echo $(if)' >script
"$BASH" ./script
echo "script: $?"
