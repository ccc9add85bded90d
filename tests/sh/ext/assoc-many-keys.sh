# Many distinct keys in an associative array (past the point where lookups
# go through the hash index): counting, lookups, unset in the middle and
# re-insertion.  Key listings are sorted, so the output does not depend on
# the iteration order.
declare -A count
for ((i = 0; i < 3000; i++)); do
	w=w$((i * 7919 % 1000))
	((count[$w]++))
done
echo "keys ${#count[@]}"
t=0
for k in "${!count[@]}"; do
	((t += count[$k]))
done
echo "total $t"
echo "w0=${count[w0]} w999=${count[w999]} none=${count[w1000]:-unset}"
for ((i = 0; i < 1000; i += 3)); do
	unset "count[w$i]"
done
echo "after unset ${#count[@]}"
bad=0
for ((i = 0; i < 1000; i++)); do
	if ((i % 3 == 0)); then
		[[ -v count[w$i] ]] && bad=$((bad + 1))
	else
		[[ ${count[w$i]} == 3 ]] || bad=$((bad + 1))
	fi
done
echo "mismatches $bad"
count[w0]=back
k="with space"
count[$k]=sp
count[x*y]=star
((count[w1] += 10))
echo "w0=${count[w0]} w1=${count[w1]} sp=${count[$k]} star=${count[x*y]}"
echo "keys ${#count[@]}"
printf '%s\n' "${!count[@]}" | sort | head -4
printf '%s\n' "${count[@]}" | sort | uniq -c
# assigning the whole array drops every old key
count=([a]=1 [b]=2)
echo "reset ${#count[@]} ${count[a]}${count[b]} w1=${count[w1]:-unset}"
