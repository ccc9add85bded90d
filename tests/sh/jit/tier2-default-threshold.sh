# Loops long enough to be recompiled at tier 2 at the default
# QUIRL_JIT_TIER2 (100000 back-edges) in mid-run: a while loop, a
# for ((;;)) loop with continue, and a for loop over a long word list.
i=0 s=0
while [ "$i" -lt 120000 ]; do
	i=$((i + 1))
	s=$(((s + i * i) % 1000003))
done
echo "while: i=$i s=$s"

c=0
for ((i = 0; i < 110000; i++)); do
	((i % 3 == 0)) && continue
	c=$((c + 1))
done
echo "arithfor: i=$i c=$c"

set -- $(i=0; while [ $i -lt 105000 ]; do echo $i; i=$((i + 1)); done)
n=0 t=0
for w; do n=$((n + 1)); t=$(((t + w) % 65536)); done
echo "for: n=$n t=$t w=$w"
