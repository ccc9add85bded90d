# stop-without-tty in posix mode: a stopped job is listed in POSIX's
# words, "Stopped(SIGTSTP)", and bg leaves out the current-job mark, as
# bash --posix does.
set -o posix; set -m
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
