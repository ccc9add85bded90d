alias nosuch
echo "status $?"
