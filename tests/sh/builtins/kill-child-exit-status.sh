sleep 5 &
kill -s KILL $!
wait $!
echo "status $?"
