f() { echo in; exit 4; }
f
echo notreached
