until true; do :; done
echo "$?"
