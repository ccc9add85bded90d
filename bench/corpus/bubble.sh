# corpus: posix small=15 full=120
# bubble sort of N pseudo-random numbers kept in "$@"
n=${1:-120}
seed=42
set --
i=0
while [ $i -lt $n ]; do
	seed=$(( (seed * 1103 + 12345) % 65536 ))
	set -- "$@" $((seed % 1000))
	i=$((i + 1))
done

changed=1
passes=0
while [ $changed -eq 1 ]; do
	changed=0
	passes=$((passes + 1))
	out=
	prev=$1
	shift
	for x in "$@"; do
		if [ "$prev" -gt "$x" ]; then
			out="$out $x"
			changed=1
		else
			out="$out $prev"
			prev=$x
		fi
	done
	set -- $out $prev
done
sum=0 k=1
for x in "$@"; do
	sum=$(( (sum + x * k) % 1000003 ))
	k=$((k + 1))
done
echo "bubble $n $passes $1 $sum"
