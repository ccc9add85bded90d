echo a > f
set -C
echo b >> f
cat f
