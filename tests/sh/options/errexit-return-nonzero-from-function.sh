set -e
f() { return 3; }
f || echo "caught $?"
f
echo notreached
