# wait on a stopped job under set -m: `wait %n` warns and gives 128 plus
# the signal that stopped it (19 for SIGSTOP, not the 20 of SIGTSTP);
# `wait` with no operand warns per stopped job and does not wait for it.
set -m
sleep 1 &
pid=$!
kill -STOP $pid
while :; do
	case $(jobs) in *Stopped*) break ;; esac
	sleep 0.05
done
wait %1
echo "wait %1: $?"
wait $pid
echo "wait pid: $?"
wait 2>err
echo "wait: $?"
sed "s/\[$pid\]/[PID]/" err
disown %1 2>err
sed "s/ $pid$/ PGID/" err
kill -KILL $pid
