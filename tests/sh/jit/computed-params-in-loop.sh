# $LINENO, $RANDOM and $SECONDS read in arithmetic inside a compiled loop
# are computed as in the interpreter: the loop's compilation made their
# cells, which then looked unset ($((RANDOM)) 0, $RANDOM empty, LINENO 0);
# an assignment whose $((...)) holds ${LINENO} sees the statement's line.
for i in 1 2 3; do
	x=$((RANDOM % 100 + 1000))
	[ "$x" -ge 1000 ] && [ "$x" -lt 1100 ] && echo "random ok"
	y=$RANDOM
	[ -n "$y" ] && echo "random set"
	d=$((LINENO))
	echo "line $d"
	(( e = LINENO + 100 ))
	echo "line $e"
	z=$(( ${LINENO} + 0 ))
	echo "line $z $LINENO"
	s=$((SECONDS >= 0))
	echo "seconds $s"
done
n=0
while [ $n -lt 2 ]; do
	n=$((n + 1))
	c=$LINENO
	d=$((LINENO))
	echo "$c $d"
done
