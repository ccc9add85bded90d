x=$(echo out; echo err >&2)
echo "[$x]"
