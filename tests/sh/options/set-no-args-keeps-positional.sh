set -- p q
set -e
set +e
echo "$# $*"
