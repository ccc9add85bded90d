declare -A m=([b]=2 [a]=1 [c]=3)
printf '%s\n' "${m[@]}" | sort
