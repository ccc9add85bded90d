set -- a b c d
shift
echo "$# $1"
shift 2
echo "$# $1"
