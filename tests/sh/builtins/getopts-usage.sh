getopts
echo "status $?"
