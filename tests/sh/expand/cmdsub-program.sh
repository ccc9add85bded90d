# A command substitution of one external program with side-effect-free
# words is spawned without forking the shell; the result must be what the
# subshell would give.
x=$(/bin/echo "a  b" c); echo "[$x] $?"
n=$(seq 1 30000 | wc -l); echo "$n"
big=$(seq 1 100000); echo "${#big}"
x=$(sh -c 'echo out; echo err >&2; exit 3' 2>&1); echo "[$x] $?"
x=$(sh -c 'exit 3'); echo "status $?"
x=$(sh -c 'kill -KILL $$'); echo "killed $?"
x=$(no_such_program_here arg); echo "not found $?"
x=$(printf 'abc\n' | { y=$(cat); echo "stdin: $y"; }); echo "$x"
trap '' USR1
x=$(sh -c 'kill -USR1 $$; echo survived'); echo "ignored stays ignored: $x"
trap - USR1
trap 'echo USR2 trap' USR2
x=$(sh -c 'kill -USR2 $$; echo not reached'); echo "caught resets to default: $?"
trap - USR2
cat() { echo "function cat"; }
x=$(cat /dev/null); echo "[$x]"
unset -f cat
set -x
x=$(basename /a/b/c)
set +x
echo "$x"
