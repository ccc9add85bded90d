set -e
set +e
false
echo "continued"
