set -- a b c d
shift 3
echo "$# $*"
