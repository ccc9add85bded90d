continue
echo "status $?"
