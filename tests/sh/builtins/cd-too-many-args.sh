mkdir a b
cd a b
echo "status $?"
