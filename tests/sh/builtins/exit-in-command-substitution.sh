x=$(echo a; exit 5; echo b)
echo "[$x] $?"
