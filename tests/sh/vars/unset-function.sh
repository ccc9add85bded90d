f() { echo called; }
f
unset -f f
f 2>/dev/null || echo "gone $?"
