set -- a b
set -
echo "$# $*"
set - x y
echo "$# $*"
