f() { echo body; }
f 2>/dev/null < missing
echo "status=$?"
