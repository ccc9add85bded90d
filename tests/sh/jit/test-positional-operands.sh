# [ $1 -eq 0 ], [ "$2" -lt 5 ], [[ $1 -gt 2 ]], [ $# -lt 4 ], [ $? -eq 0 ]:
# positional and special parameters as integer test operands, and the
# texts that are no canonical number (negative, leading zeros or blanks,
# unset, not a number, set -u) taking the interpreter's path
f() {
	if [ $1 -eq 0 ]; then
		return
	fi
	[ "$2" -lt 5 ] && echo "small $2"
	[[ $1 -gt 2 ]] && echo "big $1"
	test ${1} -ne 3 || echo three
	f $(($1 - 1)) "$3" "$2" ${4:-x}
}
f 5 3 7
n=0
while [ $# -lt 4 ]; do
	set -- "$@" $n
	n=$((n + 1))
	true
	[ $? -eq 0 ] && echo "status ok $#"
done
g() {
	local i=0
	while [ $i -lt 3 ]; do
		if [ $1 -ge $i ]; then echo "ge $1 $i"; fi
		i=$((i + 1))
	done
}
g 1; g -1; g 007; g ' 2'
g
g x
h() { while [ $1 -gt 0 ]; do set -- $(($1 - 1)) "$@"; done; echo "$#: $*"; }
h 3
set -u
k() { while [ ${2} -lt 1 ]; do :; done; }
k 1
echo not reached
