f() {
	OPTIND=1
	while getopts xy: o; do echo "$o ${OPTARG-}"; done
	shift $((OPTIND - 1))
	echo "rest: $*"
}
f -x -y 1 a b
f -y 2
