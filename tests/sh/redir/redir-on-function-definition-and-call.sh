f() { echo "body"; } > def
f > call
echo "def:"; cat def
echo "call:"; cat call
