echo $(( a = 1, b = a + 1, a + b ))
echo $a $b
