[ a = a
echo "status $?"
