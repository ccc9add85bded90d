type nosuchcmd-xyz
echo "status $?"
