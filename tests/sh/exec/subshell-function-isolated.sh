(f() { echo inner; }; f)
f 2>/dev/null || echo "f undefined"
