if true; then (exit 6); fi
echo "$?"
if false; then :; else (exit 9); fi
echo "$?"
