false && true
echo "$?"
true && false
echo "$?"
false || false
echo "$?"
true || false
echo "$?"
