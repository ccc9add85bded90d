# corpus: posix small=50 full=2000
# integer square roots by Newton's method
n=${1:-2000}

isqrt() {
	x=$1
	if [ "$x" -lt 2 ]; then
		r=$x
		return
	fi
	r=$x
	y=$(( (r + 1) / 2 ))
	while [ $y -lt $r ]; do
		r=$y
		y=$(( (r + x / r) / 2 ))
	done
}

total=0
k=0
while [ $k -lt $n ]; do
	isqrt $((k * 7919 + 13))
	total=$((total + r))
	k=$((k + 1))
done
echo "isqrt $n $total"
