exit abc
echo notreached
