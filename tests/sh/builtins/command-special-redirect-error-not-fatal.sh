command : > nodir/file
echo "continued $?"
