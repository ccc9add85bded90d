# ${v@Q}, ${a[@]@Q} and declare -p write control characters in $'...'
v=$'a\nb'; printf '%s\n' "${v@Q}"
w=$'tab\there\e[0m'; printf '%s\n' "${w@Q}"
a=($'x\ty' b "it's"); printf '<%s>\n' "${a[@]@Q}"
declare -A m=([$'k\n']=$'v\r'); printf '%s\n' "${m[@]@Q}"
declare -p v w a m
eval "$(declare -p a)"; declare -p a
