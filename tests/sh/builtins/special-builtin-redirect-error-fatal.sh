: > nodir/file
echo notreached
