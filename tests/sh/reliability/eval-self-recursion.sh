# eval nesting is bounded; mixed with function calls as well.
e='eval "$e"'
(eval "$e")
echo "status $?"
f() { eval f; }
(f) 2>/dev/null
echo "status $?"
