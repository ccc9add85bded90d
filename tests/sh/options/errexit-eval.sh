set -e
eval false
echo notreached
