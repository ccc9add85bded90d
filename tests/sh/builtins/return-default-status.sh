f() { false; return; }
f; echo $?
g() { true; return; }
g; echo $?
