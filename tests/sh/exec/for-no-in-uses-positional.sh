set -- "a b" c
for x; do echo "[$x]"; done
