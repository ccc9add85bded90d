x=1
x=2 command :
echo "x=$x"
