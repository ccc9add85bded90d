for i in 1; do false; break; done
echo "$?"
