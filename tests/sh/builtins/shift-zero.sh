set -- a b
shift 0
echo "$# $*"
