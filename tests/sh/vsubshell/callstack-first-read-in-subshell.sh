# FUNCNAME, BASH_SOURCE and BASH_LINENO read for the first time inside a
# $(...) or ( ... ) of a function are still right after it
f() {
	x=$(echo "${FUNCNAME[0]}")
	echo "x=$x after=${FUNCNAME[0]}"
}
f
g() {
	h
	echo "g: ${FUNCNAME[*]} ${BASH_LINENO[*]}"
}
h() {
	x=$(echo "${FUNCNAME[*]}")
	echo "h: $x"
}
g
k() {
	(echo "sub ${BASH_SOURCE[0]} ${BASH_LINENO[*]}")
	echo "k ${BASH_SOURCE[0]} ${BASH_LINENO[*]}"
}
k
PS4='+ ${FUNCNAME[0]:-main}: '
m() {
	x=$(echo inner)
	y=$(echo "${FUNCNAME[0]}")
}
set -x
m
set +x
