# An operator on $@, $* or a whole array applies to each value (issue
# 28): "${@#a}" is one field per parameter, "${*#a}" those values joined
# with the first character of IFS.  The operand is expanded once.
set -- ab ac xa
printf '<%s>' "${@#a}"; echo
printf '<%s>' "${@##*a}"; echo
printf '<%s>' "${@%a}"; echo
printf '<%s>' "${@%%a*}"; echo
printf '<%s>' "${*#a}"; echo
printf '<%s>' ${@#a} ${*#a}; echo
IFS=-; printf '<%s>' "${*#a}" "${*%a}"; echo; unset IFS
x="${@#a}"; echo "$x"
printf '<%s>' "pre${@#a}post"; echo
printf '<%s>' "${@:2}" "${@:1:2}" "${*:1:2}"; echo
printf '<%s>' "${@^^}" "${@^}" "${*^}"; echo
set -- Ab AC
printf '<%s>' "${@,,}" "${@,}" "${@/A/z}" "${*/A/z}"; echo
set -- "a b" c
printf '<%s>' ${@#a}; echo
a=(ab ac)
printf '<%s>' "${a[@]#a}" "${a[*]#a}" "${a[@]%c}"; echo
n=0
echo "${@#$((n += 1))}" "${@/$((n += 1))/x}" "${a[@]^$((n += 1))}" $n
# without values "${@#a}" is no field, as "$@"; "${*#a}" is one
set --
a=()
set -- "${@#a}" "${@%a}" "${@:1}" "${@^}" "${a[@]}" "${a[@]#a}" "${!a[@]}" \
	"${@+x}"
echo "lists without values: $#"
set -- "${*#a}"; echo "\${*#a}: $#"
set --; set -- "${a[*]%a}"; echo "\${a[*]%a}: $#"
set --; set -- "${@-}"; echo "\${@-}: $#"
set --; set -- "x${@#a}"; echo "x\${@#a}: $#"
set -- a; set -- "${@+}"; echo "\${@+} with a value: $#"
set -- ""; set -- "${@#a}"; echo "one empty value: $#"
