x={a,b}
echo $x
