sleep 5 &
pid=$!
kill $pid
wait $pid
echo "status $?"
