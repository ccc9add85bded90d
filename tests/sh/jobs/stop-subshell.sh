# set -m without a terminal: a subshell or a background list that stops
# itself (SIGTSTP, SIGTTIN) is seen stopped, and fg and bg continue it.
# $z waits until the job has stopped, so nothing depends on timing.
set -m
z='while s=$(cut -d" " -f3 /proc/$1/stat 2>/dev/null) && [ "$s" != T ]; do sleep 0.01; done'
( kill -TSTP $(exec sh -c 'echo $PPID'); echo after )
echo "st $?"
jobs
fg
echo "fg $?"
{ kill -TTIN $(exec sh -c 'echo $PPID'); echo after-bg; } &
sh -c "$z" sh $!
jobs
bg
wait
echo "bg $?"
