false
while false; do :; done
echo "$?"
