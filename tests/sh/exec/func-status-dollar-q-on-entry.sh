f() { echo "entry=$?"; }
false
f
