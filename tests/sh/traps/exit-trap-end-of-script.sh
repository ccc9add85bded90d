# The EXIT trap runs at the end of the script with $? of the last command.
trap 'echo "exit trap $?"' EXIT
echo body
false
