declare -a a=(1)
declare a+=(2 3)
echo ${a[@]}
