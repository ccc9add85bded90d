x=outer
x=inner env | grep '^x='
echo "$x"
