x=1
f() { x=2; y=3; }
f
echo "$x $y"
