# bash says which pid is not a child (dash is silent)
wait 1
echo "status $?"
