# corpus: posix small=100 full=3000
# the longest Collatz chain for starts below N
n=${1:-3000}
best=0 bestn=0
i=1
while [ $i -lt $n ]; do
	x=$i steps=0
	while [ $x -ne 1 ]; do
		if [ $((x % 2)) -eq 0 ]; then
			x=$((x / 2))
		else
			x=$((3 * x + 1))
		fi
		steps=$((steps + 1))
	done
	if [ $steps -gt $best ]; then
		best=$steps bestn=$i
	fi
	i=$((i + 1))
done
echo "collatz $n $bestn $best"
