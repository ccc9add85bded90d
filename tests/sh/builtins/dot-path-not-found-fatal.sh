set -o posix; PATH=/nonexistent
. nosuchfile
echo notreached
