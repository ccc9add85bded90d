command -v nosuchcmd-xyz
echo "status $?"
