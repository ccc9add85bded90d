[[ a.c =~ a"."c ]] && echo lit-dot
[[ abc =~ a"."c ]] || echo no
[[ abc =~ a.c ]] && echo any
