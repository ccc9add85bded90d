# ${v@A} of a name declared with attributes but no value shows the
# declaration; without attributes (or a nameref) it is empty.
declare -a a
declare -A h
declare -i i
declare -l l
declare -r r
declare -n n
declare x
export e
echo "${a@A}|${h@A}|${i@A}|${l@A}|${r@A}|${n@A}|${x@A}|${e@A}"
printf '<%s>' "${a[@]@A}" "${h[*]@A}" "${i[@]@A}"; echo
f() { local -i z; echo "${z@A}"; }; f
b=(); echo "${b@A}" "${b[@]@A}"
c=([3]=x); echo "${c@A}"
unset u; echo "${u@A}x${u[@]@A}x"
# a scalar's ${v[@]@A} ${v[@]@K} ${v[*]@k} are its ${v@A} ${v@K} ${v@k}
declare -i s=1; y='a b'
printf '<%s>' "${s[@]@A}" "${y[@]@A}" "${y[@]@K}" "${y[*]@k}"; echo
