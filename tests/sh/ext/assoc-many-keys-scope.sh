# A large associative array saved and restored by `local`, and -i values
# whose arithmetic adds elements to the array being assigned.
declare -A m
for ((i = 0; i < 200; i++)); do
	m[key$i]=$i
done
f() {
	local -A m
	for ((i = 0; i < 300; i++)); do
		m[in$i]=x
	done
	unset "m[in5]"
	echo "inner ${#m[@]} ${m[in7]} ${m[key7]:-none}"
}
f
echo "outer ${#m[@]} ${m[key7]} ${m[key199]} ${m[in7]:-none}"
unset "m[key100]"
m[key100]=back
echo "${m[key100]} ${m[key101]} ${#m[@]}"
declare -iA a
a[x]='a[y]=5'
echo "${a[x]} ${a[y]} ${#a[@]}"
declare -ia b
b[3]='b[1]=7'
echo "${!b[@]} / ${b[@]}"
declare -A c
((c[1+1] = 4, c[k]++))
echo "${c[1+1]} ${c[k]} ${c[2]:-none}"
