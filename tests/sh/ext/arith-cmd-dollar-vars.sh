a=3 b=4
(( c = $a * $b ))
echo $c
