set -x
echo out 2>/dev/null
set +x 2>/dev/null
