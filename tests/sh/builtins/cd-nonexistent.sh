cd nosuchdir
echo "status $?"
