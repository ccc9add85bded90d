false
exec
echo "status $?"
