touch file
cd file
echo "status $?"
