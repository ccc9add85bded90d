(exit 3) &
p=$!
wait $p
echo "status $?"
