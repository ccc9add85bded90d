set -o nosuchopt
echo notreached
