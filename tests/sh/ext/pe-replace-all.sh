v=banana
echo ${v//an/AN} ${v//a}
