a=7
(( b = a > 5 ? 1 : 2 ))
echo $b
