: < missing
echo notreached
