# for ((;;)) loops recompiled at tier 2 in mid-run (small
# QUIRL_JIT_TIER2): the tier-1 code leaves after the step clause and the
# tier-2 code starts at the condition, so the step runs exactly once per
# iteration, continue included.
steps=0 sum=0
for ((i = 0; i < 100; i++, steps++)); do
	sum=$((sum + i))
done
echo "i=$i steps=$steps sum=$sum"

steps=0 odd=0
for ((i = 0; i < 77; i++, steps++)); do
	if ((i % 2 == 0)); then continue; fi
	odd=$((odd + 1))
done
echo "continue: i=$i steps=$steps odd=$odd"

# no condition: only break ends it
steps=0
for ((i = 0; ; i += 3, steps++)); do
	((i > 200)) && break
done
echo "break: i=$i steps=$steps"

# $? of the loop
for ((i = 0; i < 21; i++)); do ((i % 2)); done
echo "status: $?"

# nested: the inner loop is the long one
t=0
for ((a = 0; a < 3; a++)); do
	for ((b = 0; b < 90; b++)); do t=$((t + a * b)); done
done
echo "nested: a=$a b=$b t=$t"
