# [ ] and [[ ]] integer comparisons whose operand is $((...)) holding a
# parameter: the operand is the expansion's decimal text, as always.
divides() {
	[ $(($1 % $2)) -eq 0 ]
}
count=0
for n in 12 7 30 -9 0; do
	for d in 2 3 -3 5; do
		if divides $n $d; then count=$((count + 1)); printf '%s|%s ' $n $d; fi
	done
done
echo "count $count"
big() { [[ $(( $1 * 2 )) -gt 10 ]] && echo "$1 big" || echo "$1 small"; }
for v in 3 6 -7 '2+4' ' 8' 010; do big "$v"; done
# the parameter on the right, the other operand a variable
lim=4
f() { [ $lim -lt $(( $1 + 1 )) ]; echo "lt $1: $?"; }
for v in 2 3 4 -1 '1,9'; do f "$v"; done
# errors: division by zero, a value that is not a number
g() { [ $(( 10 / $1 )) -gt 1 ]; echo "status $?"; }
g 2
g 0
g x
g 3
# many iterations (compiled by the JIT)
t=0
h() {
	i=1
	while [ $((i * i)) -le $1 ]; do
		[ $(( $1 % i )) -eq 0 ] && t=$((t + i))
		i=$((i + 1))
	done
}
for k in 10 36 97 100 360 1001; do h $k; done
echo "t $t"
# an assignment of such arithmetic: the message shows the value too
q() { x=$(( 100 / $1 )); echo "x=$x"; }
q 4
q 0
echo "after q"
