# corpus: posix small=50 full=2000
# numbers to Roman numerals and back
n=${1:-2000}
to_roman() {
	num=$1 r=""
	for pair in 1000:M 900:CM 500:D 400:CD 100:C 90:XC 50:L 40:XL 10:X 9:IX 5:V 4:IV 1:I; do
		v=${pair%%:*}
		sym=${pair#*:}
		while [ $num -ge $v ]; do
			r="$r$sym"
			num=$((num - v))
		done
	done
}
from_roman() {
	s=$1 total=0 prev=0
	while [ -n "$s" ]; do
		rest=${s#?}
		c=${s%"$rest"}
		case $c in
		I) v=1 ;; V) v=5 ;; X) v=10 ;; L) v=50 ;;
		C) v=100 ;; D) v=500 ;; M) v=1000 ;;
		esac
		total=$((total + v))
		if [ $v -gt $prev ]; then
			total=$((total - 2 * prev))
		fi
		prev=$v
		s=$rest
	done
}
chars=0 bad=0
i=1
while [ $i -le $n ]; do
	to_roman $i
	chars=$((chars + ${#r}))
	from_roman "$r"
	[ $total -eq $i ] || bad=$((bad + 1))
	i=$((i + 1))
done
to_roman 1994
echo "roman $n $chars $bad $r"
