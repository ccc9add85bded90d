# Associative keys are listed in bash 5.2's hash-table order (buckets
# of FNV-1 hashes, newest first within a bucket); it must survive the key
# index growing, unsets in the middle, overwrites and re-insertion.
declare -A a
order=()
for ((i = 0; i < 600; i++)); do
	k=k$((i * 379 % 600))
	a[$k]=$i
	order+=("$k")
done
# overwriting keeps a key in its place
for ((i = 0; i < 600; i += 7)); do
	a[k$i]=over
done
# unset a run in the middle, scattered keys, the first and the last
gone=" "
for ((i = 200; i < 260; i++)); do
	unset "a[${order[i]}]"
	gone+="${order[i]} "
done
for ((i = 1; i < 600; i += 11)); do
	unset "a[${order[i]}]"
	gone+="${order[i]} "
done
unset "a[${order[0]}]" "a[${order[599]}]"
gone+="${order[0]} ${order[599]} "
# a removed key comes back, in its bucket's first place
a[${order[250]}]=again
got=("${!a[@]}")
echo "count ${#got[@]}"
echo "${got[*]}"
n=0
for v in "${a[@]}"; do
	[[ $v == over ]] && n=$((n + 1))
done
echo "${a[${order[250]}]} ${a[${order[300]}]} over=$n"
