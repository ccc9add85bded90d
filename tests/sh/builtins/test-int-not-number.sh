test abc -eq 1
echo "status $?"
