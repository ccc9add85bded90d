[[ -n a && -z '' ]] && echo and
[[ -z a || -n a ]] && echo or
[[ ! -z a ]] && echo not
