# corpus: bash small=5 full=8
# counts the solutions of the N-queens problem by recursion
n=${1:-7}
declare -a col diag1 diag2
count=0

place() {
	local row=$1 c
	if (( row == n )); then
		(( count++ ))
		return
	fi
	for (( c = 0; c < n; c++ )); do
		if (( col[c] || diag1[row + c] || diag2[row - c + n] )); then
			continue
		fi
		col[c]=1 diag1[row+c]=1 diag2[row-c+n]=1
		place $((row + 1))
		col[c]=0 diag1[row+c]=0 diag2[row-c+n]=0
	done
}

place 0
echo "nqueens $n $count"
