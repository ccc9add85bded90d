# the elements are expanded before the array changes
a=(x y); a=("${a[@]}" z); echo "${a[@]}"
a=(1 ${a[0]}); echo "${a[@]}"
a+=("${a[@]}"); echo "${a[@]}"
declare -A m=([k]=v); m=([j]="${m[k]}"); declare -p m
