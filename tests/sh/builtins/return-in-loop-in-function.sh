f() {
	for i in 1 2 3; do
		[ $i = 2 ] && return 9
		echo $i
	done
	echo notreached
}
f; echo "status $?"
