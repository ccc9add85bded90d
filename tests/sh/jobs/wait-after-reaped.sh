# wait PID returns the status even when the child finished long before
# (and other waits happened in between).  bash keeps it after the wait
# too; in posix mode it is forgotten then, as POSIX says (bash --posix
# agrees; dash is silent about the unknown pid).
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
set -o posix
(exit 5) &
p=$!
wait $p
echo "posix: $?"
wait $p 2>/dev/null
echo "posix again: $?"
