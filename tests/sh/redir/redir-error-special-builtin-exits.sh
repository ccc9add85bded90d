set -o posix; : < missing
echo notreached
