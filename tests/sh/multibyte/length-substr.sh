# ${#v} and ${v:o:l} count characters in a UTF-8 locale, bytes in C.
LC_ALL=C.UTF-8
v=héllo€
echo ${#v} "${v:1:2}" "${v: -2}" "${v:5}" "${v:1:-1}" "${v: -3:2}" "${v:9}"
a=(é ab €€€)
echo ${#a[0]} ${#a[2]} ${#a[@]} "${a[2]:1}" "${a[@]:1:1}"
set -- ñu aé
echo ${#1} "${2:1}" "${@:2}" $((${#v} * 2))
# an invalid byte is one character, as is each byte of a cut sequence
bad=$'a\xffé\xc3'
echo ${#bad}
printf '%s' "${bad:1:1}" | od -An -tx1
printf '%s' "${bad:3}" | od -An -tx1
for i in 1 2; do w=ü$i; echo "${#w} ${w:0:1}"; done
LC_ALL=C
echo ${#v} "${v:1:2}" "${v: -3}"
printf '%s' "${v:1:1}" | od -An -tx1
