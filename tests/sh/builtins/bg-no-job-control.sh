bg
echo "status $?"
