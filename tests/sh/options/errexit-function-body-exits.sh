set -e
f() { echo in-f; false; echo no; }
f
echo notreached
