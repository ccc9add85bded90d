set -n
echo notreached
