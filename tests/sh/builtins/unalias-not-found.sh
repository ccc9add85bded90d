unalias nosuch
echo "status $?"
