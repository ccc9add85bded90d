x=old
x=new true
echo "x=$x"
