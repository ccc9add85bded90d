printf
echo "status $?"
