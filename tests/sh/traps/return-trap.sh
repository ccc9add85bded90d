# RETURN runs when a function or sourced file finishes.  A function does
# not inherit it without set -T, but one it sets itself stays set after it.
f() { trap 'echo "ret ${FUNCNAME[0]} status $?"' RETURN; echo in f; return 2; }
g() { echo in g; }
f
echo "f: $?"
g
trap -p RETURN
trap 'echo "top-level RETURN (${FUNCNAME[0]-})"' RETURN
g
echo 'echo in lib' >lib.sh
. ./lib.sh
set -T
g
