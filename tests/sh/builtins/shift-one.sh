set -- a b c
shift
echo "$# $*"
