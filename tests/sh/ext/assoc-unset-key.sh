declare -A m=([x]=1 [y]=2)
unset 'm[x]'
echo ${#m[@]} ${m[y]}
