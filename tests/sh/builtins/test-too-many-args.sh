test a b c d e
echo "status $?"
