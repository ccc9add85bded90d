set -o posix; . ./nosuch.sh
echo notreached
