# corpus: bash small=10 full=60
# factorial of N with decimal digit strings (schoolbook multiplication)
n=${1:-60}
fact=1
for (( k = 2; k <= n; k++ )); do
	res="" carry=0
	for (( i = ${#fact} - 1; i >= 0; i-- )); do
		d=${fact:i:1}
		p=$(( d * k + carry ))
		res="$(( p % 10 ))$res"
		carry=$(( p / 10 ))
	done
	while (( carry > 0 )); do
		res="$(( carry % 10 ))$res"
		carry=$(( carry / 10 ))
	done
	fact=$res
done
dsum=0
for (( i = 0; i < ${#fact}; i++ )); do
	dsum=$(( dsum + ${fact:i:1} ))
done
echo "bignum $n ${#fact} $dsum ${fact:0:12}"
