# corpus: bash small=20 full=1500
# word frequencies of generated text with an associative array
n=${1:-1500}
words=(the quick brown fox jumps over lazy dog and cat sat on mat with hat)
declare -A freq
text=""
seed=7
for (( i = 0; i < n; i++ )); do
	line=""
	for (( j = 0; j < 8; j++ )); do
		seed=$(( (seed * 75 + 74) % 65537 ))
		line+="${words[seed % ${#words[@]}]} "
	done
	for w in $line; do
		(( freq[$w]++ ))
	done
done
total=0 max=0 maxw=
for w in "${!freq[@]}"; do
	total=$(( total + freq[$w] ))
	if (( freq[$w] > max )) || { (( freq[$w] == max )) && [[ $w < $maxw ]]; }; then
		max=${freq[$w]}
		maxw=$w
	fi
done
echo "wordfreq $n ${#freq[@]} $total $maxw $max ${freq[fox]}"
