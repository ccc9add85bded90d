exit 1 2
echo "continued $?"
