x=$(printf -v y '%s' hi)
echo "[$x]"
