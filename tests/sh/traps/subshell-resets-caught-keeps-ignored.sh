# A subshell resets caught signals to the default but keeps ignored ones.
trap 'echo parent caught' USR1
trap '' USR2
(kill -USR2 $(exec sh -c 'echo $PPID'); echo survived USR2)
(kill -USR1 $(exec sh -c 'echo $PPID'); echo not reached)
echo "subshell status $?"
