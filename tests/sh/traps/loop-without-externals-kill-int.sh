# A loop that runs no external program is interrupted by a signal: the
# trap action runs between commands.
trap 'echo caught INT; exit 9' INT
(sleep 1; kill -INT $$) &
n=0
while :; do n=$((n + 1)); done
echo not reached
