. ./nosuch.sh
echo notreached
