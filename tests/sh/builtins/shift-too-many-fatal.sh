set -o posix; set -- a b
shift 3
echo notreached
