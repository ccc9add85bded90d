# wait -n: the first running job to finish (jobs that finished before it
# was called do not count), 127 when none runs; -p VAR gets its pid, and
# is unset when nothing was waited for; -f changes nothing without job
# control
wait -n; echo "none $?"
v=old; wait -n -p v; echo "none $? [${v-unset}]"
(exit 3) & sleep 0.1; wait -n; echo "finished before $?"
sleep 3 & a=$!
(sleep 0.2; exit 5) & b=$!
wait -n -p v; echo "first $? $([ "$v" = "$b" ] && echo b)"
kill "$a"
wait -n -p v "$a"; echo "named $? $([ "$v" = "$a" ] && echo a)"
(exit 7) & wait -p q $!; echo "pid $? $([ "$q" = $! ] && echo ok)"
(exit 8) & wait -p q %%; echo "job $? $([ "$q" = $! ] && echo ok)"
(exit 9) & wait -f $!; echo "f $?"
q=old; wait -p q; echo "all $? [${q-unset}]"
wait -n %1; echo "%1 $?"
wait -n 12345; echo "pid $?"
wait -p; echo "no var $?"
wait -x; echo "bad $?"
# usage lines carry the "quirl: line N:" prefix, as every usage line of this
# shell does (rt_builtin_usage); bash prints them bare
