pwd -x
echo "status $?"
