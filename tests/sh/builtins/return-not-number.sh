f() { return abc; echo notreached; }
f
echo "status $?"
