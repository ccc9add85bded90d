a=(1 2) >out
echo ${a[1]}
