wait 1
echo "status $?"
