false
if false; then :; fi
echo "$?"
