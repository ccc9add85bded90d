declare -A m=([a]=x [b]='y z')
echo "${m[b]}" ${m[a]}
