# set -u messages name the parameter as written: $1 for a bare
# positional parameter, 1 for ${1}, the subscript before expansion.
set -u
a=()
i=3
(echo "${a[$i]}")
(echo ${a[i+1]})
declare -A h
k='x y'
(echo "${h[$k]}")
(echo "$1")
(echo ${2})
(echo $3x)
(f() { echo $1; }; f)
(echo ${#a[$i]} "${#h[$k]}" ok)
