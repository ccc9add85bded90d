return 5
echo notreached
