f() { echo "in f: $v"; env | grep '^v='; }
v=1 f
