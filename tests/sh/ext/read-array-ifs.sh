IFS=: read -ra p <<< 'a:b::c'
printf '<%s>' "${p[@]}"; echo
