x=old
x=new env | grep '^x='
echo "x=$x"
