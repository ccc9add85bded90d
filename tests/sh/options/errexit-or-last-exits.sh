set -e
false || false
echo notreached
