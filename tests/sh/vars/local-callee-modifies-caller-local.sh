x=global
g() { x=set-by-g; }
f() { local x=f-local; g; echo "f: $x"; }
f
echo "top: $x"
