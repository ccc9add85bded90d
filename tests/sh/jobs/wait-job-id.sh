# wait %n waits for a job; its status is the last process's.
(exit 4) &
sh -c 'exit 9' | (exit 5) &
wait %1
echo "job 1: $?"
wait %2
echo "job 2: $?"
wait %1
echo "gone: $?"
