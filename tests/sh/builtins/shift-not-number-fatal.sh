set -- a
shift x
echo notreached
