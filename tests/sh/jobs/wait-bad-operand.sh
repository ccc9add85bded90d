# an operand that is neither a pid nor a job spec: bash quotes it and
# returns 1; after a word it goes on to the next operand, after one that
# starts with a digit it stops there
wait abc; echo "st=$?"
wait 12x; echo "st=$?"
wait ''; echo "st=$?"
(exit 4) & p=$!
wait abc "$p"; echo "st=$?"
(exit 5) & p=$!
wait 1.5 "$p"; echo "st=$?"
wait "$p"; echo "later st=$?"
wait %9; echo "st=$?"
