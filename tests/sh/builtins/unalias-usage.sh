unalias
echo "status $?"
