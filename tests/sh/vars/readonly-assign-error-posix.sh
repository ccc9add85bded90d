set -o posix; readonly R=1
echo before
R=2
echo after
