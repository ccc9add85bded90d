echo a > f
set -C
set +C
echo b > f
cat f
