$(exit 4)
echo "$?"
