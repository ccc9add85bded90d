declare -A m
m[k1]=a
m[k2]=b
for k in "${!m[@]}"; do echo "$k=${m[$k]}"; done | sort
