set -- -a
getopts a 'x-y'
echo "status $?"
