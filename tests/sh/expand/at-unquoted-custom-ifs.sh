IFS=:
set -- 'a:b' c
for a in $@; do echo "[$a]"; done
