# FUNCNAME, BASH_SOURCE and BASH_LINENO through functions and sourced
# files (bash 5.2): FUNCNAME is empty outside functions, "source" names a
# sourced file's frame and "main" the script's.
show() { echo "$1: F=(${FUNCNAME[*]}) S=(${BASH_SOURCE[*]}) L=(${BASH_LINENO[*]})"; }
echo "top: F=(${FUNCNAME[*]}) n=${#FUNCNAME[@]} S=(${BASH_SOURCE[*]}) L=(${BASH_LINENO[*]})"
cat >lib.sh <<'LIB'
echo "lib top: F=(${FUNCNAME[*]}) S=(${BASH_SOURCE[*]}) L=(${BASH_LINENO[*]}) line=$LINENO"
g() {
	show g
	echo "g line=$LINENO"
}
g
LIB
f() {
	show f
	. ./lib.sh
	g
}
f
source ./lib.sh
declare -p BASH_SOURCE BASH_LINENO
echo "F0 at top: ${FUNCNAME[0]-unset}"
