set -x
(( x = 1 + 2 ))
y=3
(( x += $y ))
echo $x
