# Under set -E a command substitution keeps the ERR trap and runs it
# after its own failed command, a program included (bash does not let the
# program replace the subshell then), before the assignment's ERR
set -E
trap 'echo "ERR $? [$BASH_COMMAND]" >&2' ERR
x=$(/bin/false)
x=$(false)
x=$(printf '%d' abc)
if x=$(/bin/false); then :; fi
x=$(/bin/false) || true
f() { local y=$(/bin/false); }
f
x=$(exit 3)
set +E
x=$(/bin/false)
echo done
