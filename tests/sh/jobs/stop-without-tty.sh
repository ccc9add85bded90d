# set -m in a script without a terminal: jobs still run in process groups
# of their own and the shell sees them stop, so jobs, fg and bg work, as
# in bash (dash turns job control off there, and then waits forever for
# a job that stops).  A job that stops is not announced in a script.
set -m
sh -c 'kill -STOP $$; echo resumed by fg'
echo "stopped: $?"
jobs
fg
echo "fg: $?"
sh -c 'kill -TSTP $$; echo resumed by bg'
echo "tstp: $?"
sh -c 'kill -TTIN $$; echo second'
echo "ttin: $?"
jobs
bg %1
wait %1
echo "bg, wait: $?"
fg %2
echo "fg %2: $?"
jobs
echo "no jobs left"
