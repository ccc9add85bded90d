x=0
a() { local x=a; b; echo "a: $x"; }
b() { local x=b; echo "b: $x"; }
a
echo "top: $x"
