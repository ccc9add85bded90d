set -v
echo a
set +v
echo b
