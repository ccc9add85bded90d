# exit N runs the EXIT trap; $? in it is N and the shell exits with N.
trap 'echo "exit trap $?"' EXIT
exit 3
