echo hi > /dev/full
echo "status $?"
