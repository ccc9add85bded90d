f=value
f() { echo fn; }
unset -f f
echo "$f"
