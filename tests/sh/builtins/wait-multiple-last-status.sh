(exit 2) &
p1=$!
(exit 5) &
p2=$!
wait $p1 $p2
echo "status $?"
