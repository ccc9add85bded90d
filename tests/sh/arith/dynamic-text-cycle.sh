# $(( ... ${d#*:} ... )) whose text takes a few values in turn: each text's
# tree is reused (arith.c's cache by text), values and errors as parsed
# afresh, including texts shared with other parts and with variables
x=5 sum=0
for round in 1 2 3; do
	for d in -1:-1 -1:0 -1:1 0:-1 0:1 1:-1 1:0 1:1 2:2; do
		a=$(( (x + ${d%:*} + 10) % 10 ))
		b=$(( (x + ${d#*:} + 10) % 10 ))
		e="x + ${d#*:}"
		c=$(( e * 2 ))
		sum=$(( sum + a * 100 + b * 10 + c ))
	done
	echo "round $round: $sum"
done
for op in + - '*' / % '<<' '>>' '**'; do
	echo "$op: $(( 7 $op 2 )) $(( 7 ${op} 3 ))"
done
for v in 1 2 0 3 0 4; do
	echo "100 / $v = $(( 100 / $v ))"
done
echo never
