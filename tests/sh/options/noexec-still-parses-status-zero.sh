set -n
exit 3
echo notreached
