unset 1 a-b
echo "status $?"
