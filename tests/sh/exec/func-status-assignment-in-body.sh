f() { x=$(exit 9); }
f
echo "$?"
