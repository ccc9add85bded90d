echo a$((1+2))b
echo "x$((2*3))y"
n=$((4-1))
echo $n
