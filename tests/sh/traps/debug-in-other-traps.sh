# DEBUG runs inside the actions of ERR, RETURN, signal and EXIT traps
# (never inside its own), and there BASH_COMMAND stays the command the
# trap interrupted (bash 5.2).
trap 'echo "D:$BASH_COMMAND"' DEBUG
trap 'echo E1; echo E2' ERR
trap 'echo X1' EXIT
trap 'echo U1' USR1
trap 'echo "R:${FUNCNAME[0]}"; echo R2' RETURN
false
kill -USR1 $$
set -T
f() { echo "in f"; }
f
echo end
