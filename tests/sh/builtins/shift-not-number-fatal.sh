set -o posix; set -- a
shift x
echo notreached
