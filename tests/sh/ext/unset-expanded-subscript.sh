# unset gets NAME[sub] operands after expansion
a=(1 2 3); x="a[1]"; unset "$x"; echo "${a[@]}"
declare -A m=([k]=v [j]=w); k=k; unset "m[$k]"; echo "${!m[@]}"
b=(1 2 3); unset 'b[@]'; echo "${#b[@]}"
