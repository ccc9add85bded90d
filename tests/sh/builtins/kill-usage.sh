kill
echo "status $?"
