set -o posix; : > nodir/file
echo notreached
