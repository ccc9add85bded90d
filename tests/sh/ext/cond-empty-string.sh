[[ '' ]] || echo empty-false
[[ x ]] && echo nonempty-true
