# DEBUG runs before each simple command with
# BASH_COMMAND set to it; functions see it only with set -T, and then it
# also runs once as the function starts, at its line.
k() { echo "in k"; }
trap 'echo "dbg $LINENO: $BASH_COMMAND"' DEBUG
echo "x  y"
a=1
k
set -T
k
trap - DEBUG
echo done
