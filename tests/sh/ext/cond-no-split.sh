v='a b'
[[ $v == 'a b' ]] && echo nosplit
[[ -n $unset ]] || echo empty-ok
