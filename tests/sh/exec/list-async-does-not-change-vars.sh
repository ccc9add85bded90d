x=1
x=2 &
wait
{ x=3; } &
wait
echo "x=$x"
