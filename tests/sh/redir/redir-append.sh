echo a > f
echo b >> f
echo c >>f
cat f
