for x in a b last; do :; done
echo "$x"
