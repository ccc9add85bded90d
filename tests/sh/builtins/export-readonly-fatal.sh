set -o posix; readonly R=1
export R=2
echo notreached
