# The EXIT trap runs once even when it calls exit itself.
trap 'echo exiting; exit 4' EXIT
exit 1
