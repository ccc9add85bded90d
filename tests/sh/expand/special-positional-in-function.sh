f() { echo "$# $1 $2"; set -- z; echo "$# $1"; }
set -- outer1 outer2 outer3
f x y
echo "$# $1"
