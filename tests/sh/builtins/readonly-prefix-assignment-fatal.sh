set -o posix; readonly R=1
R=2 true
echo notreached
