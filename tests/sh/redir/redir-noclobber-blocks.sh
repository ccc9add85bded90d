echo orig > f
set -C
echo new 2>/dev/null > f
echo "status=$?"
cat f
