hash nosuchcmd-xyz
echo "status $?"
