set -o posix; ( shift 5; echo notreached )
echo "parent $?"
