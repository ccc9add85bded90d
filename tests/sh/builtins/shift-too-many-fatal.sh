set -- a b
shift 3
echo notreached
