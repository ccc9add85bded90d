# ${!a[i]}: the value of element i names the variable to expand; the
# subscript is evaluated once (bash 5.2).
x=(y z) y=Y z=Z i=0
echo ${!x[1]} ${!x[i+1]} "${!x[i++]}" $i
declare -A m=([k]=y)
echo ${!m[k]} "<${!m[nokey]}>"
echo "${!x[5]:-unset}" ${#x[@]}
