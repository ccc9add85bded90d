f() { echo "$0"; }
f arg
