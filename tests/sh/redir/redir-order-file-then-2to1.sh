{ echo out; echo err >&2; } >f 2>&1
echo "file:"
sort f
