trap 'echo trapped' EXIT
echo before
exit 4
echo notreached
