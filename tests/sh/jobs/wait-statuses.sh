# wait returns a child's exit status, 128+N when it was killed by signal
# N, and 127 for a pid that is not a child; without operands it waits for
# all and returns 0.  bash says when PID is none of its children.
(exit 3) &
wait $!
echo "exit 3: $?"
sleep 20 &
kill -KILL $!
wait $! 2>/dev/null # hides the report of the kill (bg-signal-report)
echo "killed: $?"
wait 1
echo "not a child: $?"
(exit 1) & (exit 2) &
wait
echo "all: $?"
