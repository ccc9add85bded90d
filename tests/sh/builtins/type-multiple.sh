type true nosuchcmd-xyz false
echo "status $?"
