command -V nosuchcmd-xyz
echo "status $?"
