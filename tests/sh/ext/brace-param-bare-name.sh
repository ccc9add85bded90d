# brace expansion comes before parameter expansion: in $x{1,2} the
# alternatives extend the name ($x1 $x2), as in bash
x=a x1=P x2=Q xa=XA xb=XB xy=XY x_1=U
echo $x{1,2}
echo $x{a..b}
echo $x{,y}
echo {$x,y}1
echo $x{"1",2}
echo $x{1,2}z.
echo pre$x{1,2}post.
echo $x{$x,b}
echo $x{_1,-}
for v in $x{1,2}; do echo "v=$v"; done
