set -e
x=$(false)
echo notreached
