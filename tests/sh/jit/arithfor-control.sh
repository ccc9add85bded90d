# break, continue, nesting and $? in compiled for ((;;)) loops
for ((i = 0; i < 10; i++)); do
	(( i % 2 )) && continue
	(( i > 6 )) && break
	echo -n "$i "
done
echo "| i=$i status $?"
for ((i = 0; i < 3; i++)); do
	for ((j = 0; j < 3; j++)); do
		(( j == 1 )) && continue 2
		(( i == 2 )) && break 2
		echo -n "$i$j "
	done
done
echo "| $i $j"
for ((;;)); do (( n++ >= 4 )) && break; done
echo "n=$n"
for ((i = 0; i < 3; i++)); do false; done
echo "last status $?"
for ((i = 5; i < 3; i++)); do false; done
echo "no iteration $?"
f() { local k; for ((k = 0; k < $1; k++)); do (( acc += k )); done; return $(( acc % 7 )); }
f 5; echo "f: $? acc=$acc"
f 10; echo "f: $? acc=$acc"
(( 0 )); echo "zero $?"
(( -3 )); echo "nonzero $?"
