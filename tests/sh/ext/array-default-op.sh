a=()
echo ${a[0]:-def} ${a[@]:-none}
b=(x)
echo ${b[0]:+set}
