x=old
x=new env | grep '^x='
x=new echo "$x"
