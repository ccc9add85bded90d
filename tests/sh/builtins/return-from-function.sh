f() { echo a; return 3; echo b; }
f
echo "status $?"
