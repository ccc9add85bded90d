trap 'exit 7' EXIT
exit 3
