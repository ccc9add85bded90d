f() {
	local n=$1
	if [ "$n" -gt 0 ]; then
		f $((n - 1))
	fi
	echo "$n"
}
f 3
