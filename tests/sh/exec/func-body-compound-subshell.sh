x=1
f() ( x=2; echo "in: $x" )
f
echo "out: $x"
