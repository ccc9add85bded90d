echo hi > nodir/file
echo "continued $?"
