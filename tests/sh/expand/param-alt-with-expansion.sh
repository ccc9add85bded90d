s=1
v=value
echo "${s:+[$v]}"
echo ${s+$v$v}
