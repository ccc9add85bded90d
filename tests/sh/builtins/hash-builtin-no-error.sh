hash cd
echo "status $?"
