x=$(exit 3)
echo $?
x=a y=$(false)
echo $?
