(exit 7)
echo $?
x=$(exit 3)
echo $?
