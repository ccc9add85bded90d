command
echo "status $?"
