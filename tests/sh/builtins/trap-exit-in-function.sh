f() { trap 'echo exiting' EXIT; }
f
echo main
