trap 'echo cleanup' EXIT
set -e
false
echo notreached
