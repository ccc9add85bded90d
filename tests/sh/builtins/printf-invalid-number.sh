printf '%d\n' abc
echo "status $?"
