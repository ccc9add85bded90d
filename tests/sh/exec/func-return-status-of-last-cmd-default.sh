f() { true; return; }
g() { false; return; }
f; echo "$?"
g; echo "$?"
