f() { shift; echo "in f: $*"; }
set -- x y
f a b c
echo "outer: $*"
