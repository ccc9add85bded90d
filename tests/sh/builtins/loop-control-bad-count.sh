# bash outside posix mode: break/continue with a count below 1 says so
# and leaves every enclosing loop with status 1, the rest of the line
# running; outside a loop only "only meaningful" is said, whatever the
# operand; a non-number ends the script with status 128
for o in a b; do
	for i in 1 2; do
		continue 0
		echo notreached
	done
	echo "outer $o $?"
done; echo "after loops $?"
while :; do break -3; done; echo "status $?"
break x; echo "outside $?"
continue -1 2 3; echo "outside $?"
f() {
	for i in 1; do break x; done
	echo notreached
}
f
echo notreached
