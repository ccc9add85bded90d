x=0
echo 1 | x=1
echo "x=$x"
echo | { y=2; }
echo "y=${y-unset}"
