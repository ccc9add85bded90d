echo orig > f
set -C
echo new > f
echo "status=$?"
