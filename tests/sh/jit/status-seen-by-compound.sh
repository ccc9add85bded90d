# $? before a compound command is what its first command sees, in
# compiled functions and loops as in the interpreter (issue 28): case
# does not reset it before its branch runs, nor do if, while, until,
# for, for (( )) or { }.  Each status differs per iteration.
st() { return "$1"; }
in_case() {
	st "$1"; case x in x) echo "case $?";; esac
	st "$1"; case x in y) ;; esac; echo "case no match $?"
	st "$1"; case x in x) ;; esac; echo "case empty branch $?"
	st "$1"; case $(exit 3) in *) echo "case subject substitution $?";; esac
	st "$1"; case $1 in $(exit 5)|"$1") echo "case pattern substitution $?";; esac
	st "$1"; case x in x) echo "fallthrough $?"; st 4;& y) echo "into $?";; esac
	st "$1"; case x in x) st 2;& y) ;; esac; echo "fallthrough empty $?"
	if st "$1"; then echo "then $?"; else case e in e) echo "autoconf else $?";; esac; fi
}
in_others() {
	st "$1"; if true; then echo "if then $?"; fi
	if st "$1"; then :; elif echo "elif $?"; false; then :; else echo "else $?"; fi
	st "$1"; { echo "group $?"; }
	st "$1"; while echo "while $?"; true; do st 6; break; done
	st "$1"; until echo "until $?"; true; do :; done
	st "$1"; for i in a; do echo "for $?"; done
	st "$1"; for ((i = 0; i < 1; i++)); do echo "for (( $?"; done
	st "$1"; in_function
}
in_function() { echo "function $?"; }
for s in 0 1 8; do
	echo "-- $s"
	in_case "$s"
	in_others "$s"
done
# the same in a loop region
n=0
while [ $n -lt 3 ]; do
	st $n; case x in x) echo "loop case $?";; esac
	st $n; case $n in 1) ;; *) echo "loop case star $?";; esac
	st $n; { echo "loop group $?"; }
	n=$((n + 1))
done
