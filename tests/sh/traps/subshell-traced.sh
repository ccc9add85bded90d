# A subshell that inherits a trap runs it: under set -T the DEBUG trap
# and under set -E the ERR trap run for the one command of a $(...) and
# of a pipeline element, also an echo, printf or program that Quirl
# otherwise runs without a subshell; a subshell whose last command is a
# program still runs its ERR trap after it (bash 5.2).
set -T
trap 'echo "DBG $BASH_COMMAND" >&2' DEBUG
y=$(echo sub3)
z=$(/bin/echo sub5)
echo "$y $z"
trap - DEBUG
set +T
set -E
trap 'echo "ERR $BASH_COMMAND" >&2' ERR
y=$(false)
z=$(/bin/false)
w=$(printf %d x 2>/dev/null)
echo a | /bin/false | cat
(trap 'echo "E2 $BASH_COMMAND" >&2' ERR; /bin/false)
echo end
