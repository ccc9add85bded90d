# wait PID returns the status even when the child finished long before
# (and other waits happened in between).
(exit 6) &
p=$!
(exit 7) &
wait $!
echo "second: $?"
sleep 1
wait $p
echo "first: $?"
wait $p 2>/dev/null
echo "again: $?"
