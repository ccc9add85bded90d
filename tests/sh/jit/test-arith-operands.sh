# [ $((...)) op $((...)) ] in a hot loop: computed natively; a variable
# holding an expression is still evaluated by the runtime's rule.
n=0 c=0
while [ $((n * n)) -lt 400 ]; do
	n=$((n + 1))
	[ $((n % 3)) -eq 0 ] && c=$((c + 1))
done
echo "$n $c"
e='2 + 3'
i=0
while [ $((i * e)) -le 20 ]; do i=$((i + 1)); done
echo "$i"
