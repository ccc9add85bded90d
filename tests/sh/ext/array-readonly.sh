a=(1 2)
readonly a
a[0]=5
echo ${a[@]}
