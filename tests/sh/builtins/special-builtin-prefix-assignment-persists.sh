x=1 :
echo "x=$x"
