[ a = a ] ]
echo "status $?"
