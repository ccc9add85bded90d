x=$(echo a; exit 3; echo b)
echo "[$x] $?"
