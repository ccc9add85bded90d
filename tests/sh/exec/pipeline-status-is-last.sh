false | true
echo "$?"
true | false
echo "$?"
true | (exit 3)
echo "$?"
