set -x
echo traced
set +x
