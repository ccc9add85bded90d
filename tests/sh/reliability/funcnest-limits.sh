# FUNCNEST bounds function recursion (default 1000: bash has none); a call
# past it abandons the command line with status 1 (bash); 0 or junk means no
# count limit, and then the C stack guard stops the recursion cleanly.
f() {
	f
}
(f)
echo "status $?"
FUNCNEST=5
g() {
	n=$(($1 + 1))
	g $n
}
(g 0)
echo "status $? n=$n"
FUNCNEST=0
(f) 2>/dev/null
echo "unlimited: status $?"
FUNCNEST=junk
(f) 2>/dev/null
echo "junk: status $?"
