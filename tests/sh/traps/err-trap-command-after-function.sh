# The ERR trap that runs when a function fails names the last command run
# inside it in BASH_COMMAND (the trap is set aside in the function without
# errtrace); a compiled function body records it too, at its first call
# as at later ones.
trap 'echo "ERR at $LINENO: $BASH_COMMAND ($?)"' ERR
f() {
	local x=1
	false
}
g() {
	echo "in g"
	test 1 = 2
}
for i in 1 2 3; do
	f
	g
done
set -E
f
