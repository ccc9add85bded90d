set -- 'one arg'
for a in "$@"; do echo "[$a]"; done
