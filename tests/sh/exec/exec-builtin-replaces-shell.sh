echo before
exec echo replaced
echo notreached
