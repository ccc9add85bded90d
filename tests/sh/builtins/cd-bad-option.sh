cd -x
echo "status $?"
