exec echo replaced
echo notreached
