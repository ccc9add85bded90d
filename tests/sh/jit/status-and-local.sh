# $? after compiled statements, and local in a hot recursive function.
fib() {
	local n=$1
	if [ "$n" -lt 2 ]; then r=$n; return; fi
	fib $((n - 1)); local a=$r
	fib $((n - 2))
	r=$((a + r))
}
fib 15
echo "$r"
i=0
while [ $i -lt 3 ]; do i=$((i + 1)); [ $i -eq 5 ]; done
echo "status $?"
