# failglob wins over nullglob; without failglob, nullglob drops the word
shopt -s nullglob failglob
echo a q* b
echo "st=$?"
shopt -u failglob
echo a q* b
shopt -u nullglob
echo a q* b
