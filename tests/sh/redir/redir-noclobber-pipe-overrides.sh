echo orig > f
set -C
echo forced >| f
cat f
