ulimit -Z
echo "status $?"
