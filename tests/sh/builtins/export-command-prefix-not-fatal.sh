readonly R=1
command export R=2
echo "continued $?"
