set -- -x -v
printf '[%s]\n' "$@"
