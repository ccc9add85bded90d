set -o posix; set -q
echo notreached
