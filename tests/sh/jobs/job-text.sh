# A job is named by its command as declare -f prints it, over several
# lines for a loop, an if or a case, but a brace group or a subshell on
# one line, as bash names them.  Not tested: bash drops a leading ! from
# the name, Quirl keeps it.
{ sleep 10; echo x >/dev/null; } &
while true; do sleep 10; done &
if true; then sleep 10; else echo no; fi &
for i in 1 2; do sleep 10; done &
(sleep 10; echo y >/dev/null) &
case x in x) sleep 10;; *) echo z;; esac &
f() { sleep 10; }; f &
sleep 10 | cat >/dev/null &
[[ -n x ]] && sleep 10 &
x=1 sleep 10 2>/dev/null &
jobs
kill $(jobs -p)
wait
