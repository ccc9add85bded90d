x=old
x=new command :
echo "x=$x"
