# "${e[@]}" "${!e[@]}" "${e[@]:n}" of an empty or unset array give no
# words at all, like "$@" without parameters
count() { echo "$#"; }
e=()
declare -A m=()
count "${e[@]}"
count "${!e[@]}"
count "${e[@]:1}"
count "${unset[@]}" "${!unset[@]}" "${unset[@]:2}"
count "${m[@]}" "${!m[@]}"
count "${e[@]}${e[@]}" "${e[@]/x/y}" "${e[@]@Q}"
set --
count "$@" "${@:1}" "${@@Q}"
count "x${e[@]}"
count "${e[*]}"
e=('')
count "${e[@]}"
for w in "${unset[@]}"; do echo "never: $w"; done
a=(1 2)
count "${a[@]:5}" "${a[@]:1}"
