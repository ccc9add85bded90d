command . ./nosuch 2>/dev/null
echo "continued $?"
