x=$(false)
echo $?
x=$(exit 4)
echo $?
