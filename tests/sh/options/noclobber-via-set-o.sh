echo a > f
set -o noclobber
echo b 2>/dev/null > f
echo "status=$?"
cat f
