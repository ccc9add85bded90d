x=old
x=new :
echo "x=$x"
