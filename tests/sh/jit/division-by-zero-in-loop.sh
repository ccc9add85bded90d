# Division by zero inside a compiled loop: the interpreter's message and
# exit status 2.
i=5
while :; do
	i=$((i - 1))
	echo $((10 / i))
done
