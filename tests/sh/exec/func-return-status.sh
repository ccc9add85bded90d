f() { return 3; }
f
echo "$?"
g() { false; }
g
echo "$?"
h() { (exit 5); return; }
h
echo "$?"
