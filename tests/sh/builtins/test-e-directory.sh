mkdir d
[ -e d ] && echo exists
[ -e d/nosuch ] || echo missing
