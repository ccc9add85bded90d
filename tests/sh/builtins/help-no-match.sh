help nosuchtopic
echo "status $?"
