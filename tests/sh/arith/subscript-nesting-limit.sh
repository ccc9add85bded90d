# Nested subscripts a[a[...]]: 1023 levels evaluate; deeper, bash 5.2
# reports "expression recursion level exceeded", naming the subscript at
# the 1023rd level (here a[a[0]]), status 1, and abandons the rest of the
# command line (the script goes on).
nest() {
	s=0
	i=0
	while [ $i -lt $1 ]; do s="a[$s]"; i=$((i + 1)); done
}
a=(1 0)
nest 1023
echo "1023: $(($s))"
nest 1025
echo "1025: $(($s))"
echo "st=$?"
(( $s )); echo "not reached"
echo "st=$?"
echo "end"
