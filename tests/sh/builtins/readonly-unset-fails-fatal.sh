set -o posix; readonly R=5
unset R
echo notreached
