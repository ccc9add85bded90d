.
echo notreached
