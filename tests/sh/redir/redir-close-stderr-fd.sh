{ echo visible; echo gone >&2; } 2>&-
echo done
