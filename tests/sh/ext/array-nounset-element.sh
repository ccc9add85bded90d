set -u
a=(1)
echo ${a[0]} ${a[1]:-d} ${#a[@]}
echo ${a[5]}
echo not-reached
