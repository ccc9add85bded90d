# Errors in arithmetic text that holds parameters, in hot loops: the
# message shows the text as expanded, with the values substituted, as it
# does outside loops ($1, ${#name}).
f() {
	local i
	for (( i = 0; i < 3; i++ )); do
		x=$(( i / $1 ))
		echo "x=$x"
	done
	echo "f done"
}
f 1
f 0
g() {
	local k=0
	while (( k < 3 )); do
		(( k++ ))
		x=$(( ${#1} / (k - 2) ))
		echo "k=$k x=$x"
	done
}
g abcd
h() {
	local n=0
	for (( i = 0; i < ${#1} / $2; i++ )); do (( n++ )); done
	echo "h $n"
}
h abcdef 2
h abcdef 0
echo "status $?"
m=0 path=/usr/local/lib
for (( j = 0; j < 3; j++ )); do
	(( m += ${#path} > 0 ? 2 ** (${#m} - 2) : 0 ))
	echo "m=$m"
done
echo end
