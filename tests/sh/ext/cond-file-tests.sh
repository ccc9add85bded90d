touch f
[[ -f f ]] && echo file
[[ -d . ]] && echo dir
[[ -e nope ]] || echo missing
