test a -foo b
echo "status $?"
