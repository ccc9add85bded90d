wait
echo "status $?"
