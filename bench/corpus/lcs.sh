# corpus: bash small=12 full=90
# longest common subsequence of two generated strings (DP over an array)
n=${1:-90}
alpha=ACGT
a="" b=""
seed=11
for (( i = 0; i < n; i++ )); do
	seed=$(( (seed * 1103515245 + 12345) % 2147483648 ))
	a+=${alpha:seed / 65536 % 4:1}
	seed=$(( (seed * 1103515245 + 12345) % 2147483648 ))
	b+=${alpha:seed / 65536 % 4:1}
done

declare -a prev cur
for (( j = 0; j <= n; j++ )); do
	prev[j]=0
done
for (( i = 1; i <= n; i++ )); do
	cur[0]=0
	x=${a:i-1:1}
	for (( j = 1; j <= n; j++ )); do
		y=${b:j-1:1}
		if [[ $x == "$y" ]]; then
			cur[j]=$(( prev[j-1] + 1 ))
		elif (( prev[j] >= cur[j-1] )); then
			cur[j]=${prev[j]}
		else
			cur[j]=${cur[j-1]}
		fi
	done
	prev=("${cur[@]}")
done
echo "lcs $n ${prev[n]} ${a:0:10} ${b:0:10}"
