set -o posix; set -o nosuchopt
echo notreached
