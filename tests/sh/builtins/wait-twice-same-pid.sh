(exit 4) &
p=$!
wait $p; echo "first $?"
