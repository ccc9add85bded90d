set -- 'p q' r
for a in "${@}"; do echo "[$a]"; done
