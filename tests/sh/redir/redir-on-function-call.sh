f() { echo "in f"; echo "err f" >&2; }
f > out 2> err
cat out err
