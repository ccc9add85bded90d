f() { echo "inside: $x"; }
x=old
x=new f
echo "after: $x"
