ulimit -n abc
echo "status $?"
