trap 'echo "status in trap: $?"' EXIT
false
exit
