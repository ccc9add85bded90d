set -o posix; set -e
x=$(false; echo after-false)
echo notreached
