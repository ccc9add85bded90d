# corpus: bash small=50 full=1500
# numbers to bases 2, 7, 16 and 36 as strings, and back
n=${1:-1500}
digits=0123456789abcdefghijklmnopqrstuvwxyz

to_base() {
	local num=$1 base=$2 s=""
	if (( num == 0 )); then
		result=0
		return
	fi
	while (( num > 0 )); do
		s="${digits:num % base:1}$s"
		num=$(( num / base ))
	done
	result=$s
}

from_base() {
	local s=$1 base=$2 v=0 c i
	for (( i = 0; i < ${#s}; i++ )); do
		c=${s:i:1}
		c=${digits%%"$c"*}
		v=$(( v * base + ${#c} ))
	done
	result=$v
}

total=0
chars=0
for (( k = 0; k < n; k++ )); do
	x=$(( k * 997 + 3 ))
	for b in 2 7 16 36; do
		to_base $x $b
		chars=$(( chars + ${#result} ))
		from_base "$result" $b
		(( result == x )) || echo "mismatch $x $b"
		total=$(( total + result % 97 ))
	done
done
to_base 123456789 36
echo "baseconv $n $chars $total $result"
