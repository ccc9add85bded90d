# every assignment form inside a hot loop and a hot function
s=; a=(); declare -A m
for ((i = 0; i < 300; i++)); do
	s+=x
	a[i]=$((i * 2))
	a+=($i)
	m[k$((i % 3))]+=.
	t=$i n+=1
done
echo ${#s} ${#a[@]} ${a[10]} ${a[301]} ${#m[k0]} $t ${#n}
f() { local -a l=("$@" end); local r=${#l[@]}; r+=0; echo -n "$r "; }
for i in 1 2 3 4 5 6 7 8; do f $i x; done; echo
