(exit 3)
echo "first $?" "second $?"
