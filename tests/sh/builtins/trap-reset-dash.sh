trap 'echo bye' EXIT
trap - EXIT
echo hi
