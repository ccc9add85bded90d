x=V
echo {a,b}$x
echo pre{1,2}-$x
