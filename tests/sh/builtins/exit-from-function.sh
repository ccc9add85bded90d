f() { echo in; exit 6; }
f
echo notreached
