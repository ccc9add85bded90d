set -e
[ 1 = 2 ]
echo notreached
