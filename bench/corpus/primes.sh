# corpus: posix small=100 full=4000
# primes below N by trial division, a function that answers by status
n=${1:-4000}
is_prime() {
	[ $1 -lt 2 ] && return 1
	d=2
	while [ $((d * d)) -le $1 ]; do
		[ $(($1 % d)) -eq 0 ] && return 1
		d=$((d + 1))
	done
	return 0
}
count=0 sum=0 last=0
i=2
while [ $i -lt $n ]; do
	if is_prime $i; then
		count=$((count + 1))
		sum=$((sum + i))
		last=$i
	fi
	i=$((i + 1))
done
echo "primes $n $count $sum $last"
