# FUNCNAME, BASH_SOURCE, BASH_LINENO, BASH_ARGV and BASH_ARGC belong to the
# shell: assignments change nothing (bash 5.2)
f() {
	FUNCNAME=x
	echo "1 ${FUNCNAME[0]} $? ${FUNCNAME[*]}"
	FUNCNAME[0]=x
	FUNCNAME[1]=y
	FUNCNAME+=z
	echo "2 ${FUNCNAME[*]} $?"
	FUNCNAME=pre true
	echo "3 $?"
	BASH_SOURCE=x
	BASH_SOURCE[0]=y
	BASH_LINENO=5
	echo "4 ${BASH_SOURCE[*]} ${BASH_LINENO[*]} $?"
	read FUNCNAME <<<"rd"
	echo "5 ${FUNCNAME[*]} $?"
	printf -v FUNCNAME %s pv
	echo "6 ${FUNCNAME[*]} $?"
	((FUNCNAME = 1))
	echo "7 ${FUNCNAME[*]} $?"
	local FUNCNAME
	echo "8 ${FUNCNAME[*]} $?"
	declare BASH_SOURCE=1
	echo "9 ${BASH_SOURCE[*]} $?"
}
g() { f; }
g
FUNCNAME=top
echo "top ${FUNCNAME[*]-unset} $?"
declare -p FUNCNAME
BASH_LINENO=9
echo "lineno ${BASH_LINENO[*]}"
# FUNCNAME alone may be unset, and is then an ordinary variable
h() { unset FUNCNAME; echo "unset $? ${FUNCNAME-gone}"; FUNCNAME=new; }
h
p() { echo "p ${FUNCNAME[*]}"; }
p
k() { unset BASH_SOURCE; echo "k $?"; }
k
unset BASH_LINENO BASH_ARGV BASH_ARGC
echo "status $?"
