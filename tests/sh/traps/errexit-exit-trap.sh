# set -e exit runs the EXIT trap with the failing status.
set -e
trap 'echo "exit trap $?"' EXIT
echo start
false
echo not reached
