false
x=1
echo $?
