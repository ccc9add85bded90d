echo first > f
set -C
echo second > f
echo "status $?"
echo third >| f
cat f
