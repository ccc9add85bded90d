# while and until loops long enough to be recompiled at tier 2 in mid-run
# when QUIRL_JIT_TIER2 is small (ctest golden-jit-tier2): the tier-1 code
# leaves at the loop's back-edge and the tier-2 code goes on from the
# condition.  Values, $? of the loop and $? seen by the condition must be
# those of the interpreter.
i=0 s=0
while [ "$i" -lt 200 ]; do
	i=$((i + 1))
	s=$((s + i * 3 % 7))
done
echo "while: i=$i s=$s status=$?"

i=0
until [ "$i" -ge 150 ]; do
	i=$((i + 2))
	[ $((i % 4)) -eq 0 ]
done
echo "until: i=$i status=$?"

# the condition sees the status of the body before it
n=0 seen=0
while
	[ $? -eq 1 ] && seen=$((seen + 1))
	[ "$n" -lt 60 ]
do
	n=$((n + 1))
	[ $((n % 3)) -eq 0 ]
done
echo "cond-status: n=$n seen=$seen"

# $? of a loop whose last body ended with a failure
k=0
while [ "$k" -lt 40 ]; do
	k=$((k + 1))
	false
done
echo "last-false: $?"

# until with a (( )) condition and a body that is a group
j=100
until (( j <= 3 )); do { j=$((j - 1)); }; done
echo "until-arith: $j"
