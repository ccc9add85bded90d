command set -q 2>/dev/null
echo "continued $?"
