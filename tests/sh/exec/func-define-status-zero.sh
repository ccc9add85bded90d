false
f() { :; }
echo "$?"
