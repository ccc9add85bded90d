a[3]=c
a[1]=a
a[7]=g
echo ${a[@]}
echo ${!a[*]}
