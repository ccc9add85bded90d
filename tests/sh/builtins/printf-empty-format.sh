printf ''
echo "status $?"
