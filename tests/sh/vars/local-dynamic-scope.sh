x=global
g() { echo "g sees $x"; }
f() { local x=f-local; g; }
f
g
