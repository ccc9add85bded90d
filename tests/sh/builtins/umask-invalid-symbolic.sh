umask u+q
echo "status $?"
