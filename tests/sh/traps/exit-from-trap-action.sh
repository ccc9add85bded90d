# exit inside a signal trap ends the shell with that status and still
# runs the EXIT trap.
trap 'echo "exit trap $?"' EXIT
trap 'echo caught USR1; exit 5' USR1
kill -USR1 $$
echo not reached
