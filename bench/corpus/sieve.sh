# corpus: bash small=200 full=30000
# sieve of Eratosthenes in an indexed array, then twin primes
n=${1:-30000}
primes=()
is=()
i=2
while (( i <= n )); do
	is[i]=1
	i=$((i + 1))
done
for (( p = 2; p * p <= n; p++ )); do
	if [[ ${is[p]} == 1 ]]; then
		for (( q = p * p; q <= n; q += p )); do
			is[q]=0
		done
	fi
done
for (( i = 2; i <= n; i++ )); do
	[[ ${is[i]} == 1 ]] && primes+=($i)
done
twins=0
for (( k = 1; k < ${#primes[@]}; k++ )); do
	(( primes[k] - primes[k-1] == 2 )) && (( twins++ ))
done
echo "sieve $n ${#primes[@]} $twins ${primes[${#primes[@]}-1]}"
