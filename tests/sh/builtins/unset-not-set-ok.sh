unset nosuchvar
echo "status $?"
