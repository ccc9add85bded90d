f() { echo a; return; echo b; }
f
