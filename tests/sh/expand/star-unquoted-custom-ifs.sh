IFS=:
set -- 'a:b' c 'd e'
for a in $*; do echo "[$a]"; done
