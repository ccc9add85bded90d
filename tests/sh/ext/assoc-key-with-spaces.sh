declare -A m
k='a b'
m[$k]=v
echo "${m[a b]}" "${m[$k]}"
