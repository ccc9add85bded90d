f() { eval 'return 4'; echo notreached; }
f
echo "status $?"
