# Case changes act on characters in a UTF-8 locale, on ASCII in C.
LC_ALL=C.UTF-8
w=aébéc
echo "${w^^}" "${w,,}" "${w^}" "${w^^[é]}" "${w^^[!é]}"
x=ÉCOLE
echo "${x,,}" "${x,}" "${x,,[É]}"
y=éa
echo "${y^}" "${y@U}" "${y@u}" "${x@L}"
declare -u U=ñandú
declare -l L=ÑANDÚ
echo "$U" "$L"
U+=ç
echo "$U"
a=(über straße)
echo "${a[@]^^}" "${a[@]^}"
bad=$'\xffé'
printf '%s' "${bad^^}" | od -An -tx1
LC_ALL=C
echo "${w^^}" "${x,,}"
