# A trapped signal interrupts wait: wait returns 128+N and the action runs.
trap 'echo got USR1' USR1
sleep 20 &
p=$!
(sleep 1; kill -USR1 $$) &
wait $p
echo "wait status $?"
kill $p
wait $p
echo "sleep status $?"
