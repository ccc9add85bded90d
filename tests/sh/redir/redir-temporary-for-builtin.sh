echo a > f
echo visible
