# $'\u...' and $'\U...' (and ${v@E}): UTF-8 when the locale's name says
# UTF-8, else the escape spelt in full, as printf's \u; a NUL that an
# escape makes ends the text.
v='\u00e9\U1F600'
printf '%s|' $'[\u]' $'[\uZ]' $'[\U1F600x]' $'[\u00e9]' $'[\u0041BC]' $'[\U80000000]'
echo
printf '%s|' "${v@E}" "$(printf '\u00e9')"
echo
LC_ALL=C.UTF-8
printf '%s|' $'[\u]' $'[\U1F600x]' $'[\u00e9]' $'[\u20ac]' "${v@E}"
echo
# by name: bash writes UTF-8 for a UTF-8 locale it cannot load
LC_ALL=xx_YY.UTF-8
printf '%s|' $'\u00e9' "$(printf '\u00e9')"
echo
printf '%s|' $'a\x00b' $'a\u0000b' $'a\c@b' $'a\0b' $'a\x41b'
echo
w='a\0b\x00c'
printf '%s|' "${w@E}"
echo
