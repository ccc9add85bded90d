# Outside posix mode a command substitution runs without set -e (bash),
# unless shopt inherit_errexit is on; $- inside shows it.
set -e
x=$(false; echo after-false)
echo "[$x] [$(echo $-)]"
shopt -s inherit_errexit
echo "[$(echo $-)] [$(true; echo $-)]"
y=$(false; echo notreached)
echo notreached
