x=1
x=2
x=$x$x
echo $x
