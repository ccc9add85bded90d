printf -v out '%s-%d' abc 5
echo "[$out]"
