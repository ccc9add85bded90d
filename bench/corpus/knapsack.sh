# corpus: bash small=6 full=40
# 0/1 knapsack by dynamic programming over one array
n=${1:-40}
cap=$(( n * 5 ))
declare -a best w v
seed=3
for (( i = 0; i < n; i++ )); do
	seed=$(( (seed * 214013 + 2531011) % 4294967296 ))
	w[i]=$(( seed % 23 + 1 ))
	v[i]=$(( seed / 23 % 50 + 1 ))
done
for (( c = 0; c <= cap; c++ )); do
	best[c]=0
done
for (( i = 0; i < n; i++ )); do
	wi=${w[i]} vi=${v[i]}
	for (( c = cap; c >= wi; c-- )); do
		cand=$(( best[c - wi] + vi ))
		if (( cand > best[c] )); then
			best[c]=$cand
		fi
	done
done
echo "knapsack $n $cap ${best[cap]}"
