declare -a a
a[2]=x
echo ${!a[@]}
declare -a b=(1 2)
echo ${b[1]}
