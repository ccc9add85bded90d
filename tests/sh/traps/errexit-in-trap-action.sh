# set -e applies inside a trap action: a failing command there exits the
# shell (after the EXIT trap).
set -e
trap 'echo "exit trap $?"' EXIT
trap 'false; echo not reached' USR1
kill -USR1 $$
echo not reached either
