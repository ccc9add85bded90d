test '(' x
echo "status $?"
