unset a b
c=deep
echo ${a:-${b:-$c}}
echo "${a-${b-x}}"
