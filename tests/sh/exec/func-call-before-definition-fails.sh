f 2>/dev/null
echo "status=$?"
f() { echo defined; }
f
