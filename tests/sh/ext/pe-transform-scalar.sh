# ${v@Q} @E @P @U @u @L @a @A @K on scalars (bash 5.2)
v="it's a \$x" c=$'t\tb\x01' e='a\tb\x41\n\cA!' u='' w='hello world'
declare -i i=5
export ex=1
printf '<%s>\n' "${v@Q}" "${c@Q}" "${u@Q}" "${unset@Q}"
printf '<%s>\n' "${e@E}" "${w@U}" "${w@u}" "${v@L}" "${w@K}" "${w@k}"
printf '<%s>\n' "${v@A}" "${i@A}" "${c@A}" "${ex@A}" "${unset@A}"
printf '<%s>\n' "${v@a}" "${i@a}" "${ex@a}" "${unset@a}"
p='[\w] $w \\'
cd / && printf '<%s>\n' "${p@P}"
eval "copy=${v@Q}"
[[ $copy == "$v" ]] && echo "@Q round trip"
eval "${c@A}"
[[ $c == $'t\tb\x01' ]] && echo "@A round trip"
set -- 'p 1' p2
printf '<%s>\n' "${@@Q}" "${*@Q}" "${1@U}"
f() { local l=1; printf '<%s>\n' "${l@A}"; }
f
