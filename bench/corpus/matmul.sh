# corpus: bash small=4 full=22
# N x N integer matrix product, matrices in flat arrays
n=${1:-22}
declare -a A B C
for (( i = 0; i < n; i++ )); do
	for (( j = 0; j < n; j++ )); do
		A[i*n+j]=$(( (i + j) % 7 ))
		B[i*n+j]=$(( (i * j + 1) % 5 ))
	done
done
for (( i = 0; i < n; i++ )); do
	for (( j = 0; j < n; j++ )); do
		s=0
		for (( k = 0; k < n; k++ )); do
			(( s += A[i*n+k] * B[k*n+j] ))
		done
		C[i*n+j]=$s
	done
done
trace=0 sum=0
for (( i = 0; i < n; i++ )); do
	(( trace += C[i*n+i] ))
done
for v in "${C[@]}"; do
	(( sum += v ))
done
echo "matmul $n $trace $sum"
