kill abc
echo "status $?"
