echo content > f
read x 0<> f
echo "[$x]"
