v=banana
echo ${v/an/AN} ${v/x/y}
