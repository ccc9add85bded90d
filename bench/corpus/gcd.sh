# corpus: posix small=30 full=1200
# gcd and lcm of every pair below N (Euclid, a function per pair)
n=${1:-400}

gcd() {
	a=$1 b=$2
	while [ "$b" -ne 0 ]; do
		t=$((a % b))
		a=$b
		b=$t
	done
	g=$a
}

sum=0 lsum=0
i=1
while [ $i -le $n ]; do
	j=$((i + 1))
	while [ $j -le $((i + 12)) ]; do
		gcd $i $j
		sum=$((sum + g))
		lsum=$(((lsum + i / g * j) % 1000003))
		j=$((j + 1))
	done
	i=$((i + 1))
done
echo "gcd $n $sum $lsum"
