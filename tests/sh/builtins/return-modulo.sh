f() { return 257; }
f; echo $?
