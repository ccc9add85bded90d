[ '' -lt 1 ]
echo "status $?"
