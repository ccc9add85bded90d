set -q
echo notreached
