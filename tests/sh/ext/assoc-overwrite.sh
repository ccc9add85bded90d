declare -A m
m[k]=1
m[k]=2
m[k]+=3
echo ${m[k]} ${#m[@]}
