set -u
: "$nope" 2>/dev/null
echo notreached
