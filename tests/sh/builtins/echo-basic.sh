echo hello world
echo
echo "a  b" c
