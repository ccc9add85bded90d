set -e
f() { false; }
f
