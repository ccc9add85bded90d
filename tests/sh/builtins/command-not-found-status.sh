command nosuchcmd-xyz
echo "status $?"
