declare -A m=([k]=v [j]=w)
unset "m[k]"
echo ${!m[@]}
