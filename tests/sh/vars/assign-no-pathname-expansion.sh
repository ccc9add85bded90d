: > f1
x=*
echo "[$x]"
