set -v
echo hi
set +v
