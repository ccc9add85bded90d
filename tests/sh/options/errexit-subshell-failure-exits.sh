set -e
(false)
echo notreached
