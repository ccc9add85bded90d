set -e
(exit 7)
echo notreached
