set -- outer1 outer2
f() { set -- x; echo "in: $*"; }
f a b
echo "out: $*"
