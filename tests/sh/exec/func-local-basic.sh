x=global
f() { local x; x=inner; echo "in: $x"; }
f
echo "out: $x"
