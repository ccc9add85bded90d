# A background job killed by a signal is reported to a script at the
# shell's next chance (after the foreground command that ran meanwhile,
# or in wait), as bash does: "line N:  PID Hangup   cmd", written once
# the foreground command's own redirections are undone, but inside
# wait's or a function's.  SIGINT, SIGTERM and SIGPIPE are expected:
# only job control reports them, as a job notice; either way the job is
# forgotten.  A command substitution is silent.  $z waits until the job
# has died (bounded by its death; bash reaps at once, so it also stops
# when the process is gone), so nothing depends on timing.  The shell's
# name and the pids are masked.
cat > inner.sh <<'E'
z='while s=$(cut -d" " -f3 /proc/$1/stat 2>/dev/null) && [ "$s" != Z ]; do sleep 0.01; done'
sh -c 'kill -USR1 $$' &
wait $!
echo "waited: $?"
sh -c 'kill -HUP $$' &
sh -c "$z" sh $!
echo "after the foreground command"
sh -c 'kill -TERM $$' &
sh -c "$z" sh $!
echo "term: silent"
sh -c 'kill -KILL $$' &
sh -c "$z" sh $! 2>/dev/null
echo "its redirection does not hide it"
f() { sh -c "$z" sh $1; }
sh -c 'kill -ALRM $$' &
f $! 2>/dev/null
echo "a function's does"
sh -c 'kill -USR2 $$' &
wait $! 2>/dev/null
echo "so does wait's: $?"
x=$(sh -c 'kill -KILL $$' & sh -c "$z" sh $!); echo "cmdsub: silent"
jobs
set -m
sh -c 'kill -TERM $$' &
wait
echo "jc: $?"
sh -c 'kill -INT $$' &
sh -c "$z" sh $!
sh -c 'kill -PIPE $$' &
sh -c "$z" sh $!
sh -c 'kill -QUIT $$' &
sh -c "$z" sh $!
echo end
E
mask() { sed -E 's/^(quirl: )?[^ ]*: line/SHELL: line/; s/ +[0-9]+ ([A-Z])/ PID \1/'; }
"$BASH" inner.sh 2>&1 | mask
rm -f inner.sh
