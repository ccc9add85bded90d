PATH=/nonexistent
. nosuchfile
echo notreached
