printf 'a%yb\n' x
echo "status $?"
