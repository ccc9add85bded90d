x=hello
echo "$x"
x='a  b'
echo "$x"
