# Small QUIRL_JIT_TIER2: $? after loops left by break, and traps run
# from the signal polls of recompiled loops.
i=0
while :; do
	i=$((i + 1))
	if [ "$i" -ge 50 ]; then
		(exit 4)
		break
	fi
done
echo "break status: $? i=$i"

i=0
while [ "$i" -lt 30 ]; do i=$((i + 1)); (exit 3); done
echo "body status: $?"

i=0
while [ "$i" -lt 30 ]; do i=$((i + 1)); done
echo "condition only: $?"

hits=
trap 'hits="$hits $i"' USR1
i=0
while [ "$i" -lt 60 ]; do
	i=$((i + 1))
	case $i in 2 | 17 | 40 | 59) kill -USR1 $$ ;; esac
done
echo "trapped at:$hits"
trap - USR1

hits=
trap 'hits="$hits $k"' USR2
for ((k = 0; k < 50; k++)); do
	((k % 11 == 10)) && kill -USR2 $$
done
echo "arithfor trapped at:$hits"

hits=
trap 'hits="$hits $w"; [ "$w" = n ] && exit 7' HUP
for w in a b c d e f g h i j k l m n o p; do
	case $w in c | h | n) kill -HUP $$ ;; esac
done
echo notreached
