trap 'echo x' EXIT
trap 'echo "it'"'"'s"' USR1
trap '' TERM
trap
