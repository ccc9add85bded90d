umask 089
echo "status $?"
