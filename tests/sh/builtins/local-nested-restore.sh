f() { local v=f; g; echo "f: $v"; }
g() { local v=g; echo "g: $v"; }
v=top
f
echo "top: $v"
