let x=5+3
echo $x
let 'y = x * 2' z=y+1
echo $y $z
