a=($(exit 3))
echo $?
b[0]=$(false)
echo $?
