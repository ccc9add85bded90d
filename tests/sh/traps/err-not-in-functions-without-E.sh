# Without set -E a function does not see the ERR trap; its failing call
# still runs it.  A trap action never runs ERR for its own failures.
trap 'echo "ERR at $LINENO: $BASH_COMMAND"; false' ERR
g() { false; echo "in g"; return 3; }
g
set -E
g
echo end
