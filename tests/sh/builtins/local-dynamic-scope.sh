g() { echo "g sees $v"; }
f() { local v=from-f; g; }
v=top
f
