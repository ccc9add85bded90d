> f echo a b
cat f
echo c > f d
cat f
