printf '%d\n' 12abc
echo "status $?"
