# A subscript error abandons the whole command line it is on: the rest of
# a function, what follows the call on the line, and callers' functions;
# in a command substitution the subshell ends with status 1 (bash 5.2).
x=(1 2)
f() {
	echo "in f"
	(( x[1/0] ))
	echo "not reached"
}
f; echo "not reached"
echo "after f: $?"
out=$(echo start; echo ${x[1+]}; echo "not reached")
echo "out=$out st=$?"
g() { echo ${x[1/0]}; }
h() { g; echo "not reached"; }
h
echo "after h: $?"
# and the rest of a loop.  (Only one loop, last: after an error abandons
# a loop, bash 5.2 reports later errors with wrong line numbers.)
for i in 1 2 3; do
	echo "i=$i"
	let 'x[i/0]'
	echo "not reached"
done; echo "not reached"
echo "after loop: $?"
