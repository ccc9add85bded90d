# Nested loops and functions with small QUIRL_JIT_TIER2: an inner loop
# only counts, so a long inner loop is recompiled at the next back-edge
# of the outer one; a function body is recompiled when it is entered
# after enough calls and back-edges, also while an older run of it is
# still active (recursion).
t=0 o=0
while [ "$o" -lt 4 ]; do
	o=$((o + 1))
	i=0
	while [ "$i" -lt 70 ]; do
		i=$((i + 1))
		t=$((t + o))
	done
done
echo "nested: o=$o i=$i t=$t"

out=
for x in a b c; do
	for ((n = 0; n < 30; n++)); do
		((n == 20)) && continue 2
		((n == 25)) && out=${out}never
	done
	out=${out}never
done
echo "continue 2: out=$out x=$x n=$n"

c=0
for x in 1 2 3 4 5 6; do
	for y in 1 2 3 4 5 6 7 8 9; do
		c=$((c + 1))
		[ "$x" -eq 5 ] && [ "$y" -eq 4 ] && break 2
	done
done
echo "break 2: x=$x y=$y c=$c"

sq() {
	local j=0 r=0
	while [ "$j" -lt "$1" ]; do
		j=$((j + 1))
		r=$((r + 2 * j - 1))
	done
	sqr=$r
}
acc=
for k in 1 2 3 4 5 6 7 8 9 10 11 12; do sq "$k"; acc="$acc $sqr"; done
echo "calls:$acc"
tot=0
for k in 1 2 3 4 5 6 7 8 9 10 11 12; do tot=$((tot + $(sq 20; echo $sqr))); done
echo "total: $tot"

# the body re-enters itself from inside its loop
depth() {
	local n=$1 i=0 s=0
	while [ "$i" -lt 8 ]; do
		i=$((i + 1))
		s=$((s + i))
		if [ "$i" -eq 4 ] && [ "$n" -gt 0 ]; then
			depth $((n - 1))
			s=$((s + ret))
		fi
	done
	ret=$s
}
depth 6
echo "recursion: $ret"

# return from inside a loop of a recompiled body
first_over() {
	local v=0
	while :; do
		v=$((v + 7))
		[ "$v" -gt "$1" ] && return $((v % 5))
	done
}
r=
for lim in 10 50 90 130 170 210; do first_over "$lim"; r="$r $?"; done
echo "return:$r"
