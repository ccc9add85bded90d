[ a = a ] && echo yes
[ -n "" ] || echo no
