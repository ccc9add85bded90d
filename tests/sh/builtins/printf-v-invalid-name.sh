printf -v 'a-b' '%s' x
echo "status $?"
