set -- a b c d e f g h i j k
echo $1 $9 ${10} ${11}
echo $10 $11
