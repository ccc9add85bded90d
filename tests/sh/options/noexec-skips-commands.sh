echo before
set -n
echo notreached
false
