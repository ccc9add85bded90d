# ${a[@]@Q} @K @k @A @a on arrays: per element, or the whole array
a=(x 'y z')
declare -A m=([k]=v [j]='w w')
declare -ai ia=(1 2)
printf '<%s>' "${a[@]@Q}"; echo
printf '<%s>' "${a[*]@Q}"; echo
printf '<%s>' "${a[@]@K}"; echo
printf '<%s>' "${m[@]@K}"; echo
printf '<%s>' "${a[@]@k}"; echo
printf '<%s>' "${m[*]@k}"; echo
printf '<%s>' "${a[@]@A}"; echo
printf '<%s>' "${m[*]@A}"; echo
printf '<%s>' "${ia[@]@A}" "${ia@a}" "${m@a}"; echo
printf '<%s>' "${a[@]@a}" "${a[1]@A}" "${a@K}"; echo
printf '<%s>' "${a[@]@U}" "${m[@]@u}"; echo
declare -n r=a
printf '<%s>' "${r@a}" "${r[@]@Q}"; echo
eval "$(printf '%s ' "${m[@]@A}")"
declare -p m
