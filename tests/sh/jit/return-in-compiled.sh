# return in compiled code: no operand, a literal one, bad ones, and $_
# and $? after it; outside a function.
f() {
	case $1 in
	0) false; return ;;
	1) return 3 ;;
	2) return -1 ;;
	3) return 257 ;;
	4) return x ;;
	5) return 1 2 ;;
	6) return "" ;;
	7) return +5 ;;
	8) return -- 6 ;;
	9) return -- x y ;;
	esac
	echo "not returned $1"
}
for i in 0 1 2 3 4 6 7 8 9 10; do
	f $i
	echo "$i: $? $_"
done 2>&1
g() {
	local n=$1
	while :; do
		n=$((n - 1))
		[ $n -le 0 ] && return 7
	done
	echo unreachable
}
i=0
while [ $i -lt 3 ]; do
	g $i
	echo "g $i $?"
	i=$((i + 1))
done
return 9 2>&1
echo "top-level return $?"
# a second operand abandons the command line, the loop with it
i=0
while [ $i -lt 3 ]; do
	f 5
	echo "not reached $?"
	i=$((i + 1))
done 2>&1
echo "after the loop $? $i"
