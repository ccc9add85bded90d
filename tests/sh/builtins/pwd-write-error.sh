pwd > /dev/full
echo "status $?"
