echo a b   c
echo "a  b" 'c  d'
echo
