set -e
echo before
false
echo notreached
