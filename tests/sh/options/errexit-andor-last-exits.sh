set -e
true && false
echo notreached
