{ echo out; echo err >&2; } 2>&1 >f
echo "file:"
cat f
