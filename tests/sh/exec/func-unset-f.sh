f() { echo hi; }
unset -f f
f 2>/dev/null
echo "status=$?"
