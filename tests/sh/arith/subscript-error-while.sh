# An error in a subscript ends a while loop (the command line), in
# compiled code as in the interpreter (bash 5.2).
x=(1 2)
n=0
while [ $n -lt 3 ]; do
	n=$((n + 1))
	(( x[n/0] ))
	echo "not reached"
done
echo "after while: $? n=$n"
