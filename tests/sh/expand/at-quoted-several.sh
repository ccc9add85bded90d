set -- a 'b c' '' d
for a in "$@"; do echo "[$a]"; done
