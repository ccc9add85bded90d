return 5
echo "continued $?"
