# printf counts bytes in widths and %c (as bash); 'c is a code point.
LC_ALL=C.UTF-8
printf '[%5s][%-5s][%.2s]\n' é é éé
printf '[%c]' é | od -An -tx1
printf '%d %d %x %d %d\n' "'é" '"a' "'€x" "'" $'\'\xff'
# printable multibyte characters are not escaped when quoting
v='é x' w=$'é\x01' z=$'\xff'
declare -p v w z
echo "${v@Q}" "${w@Q}" "${z@Q}"
printf '%q\n' "$v" "$w" é
declare -A m=([é]=1)
declare -p m
set -x
: é "$w"
set +x
LC_ALL=C
printf '%d\n' "'é"
declare -p v
echo "${v@Q}"
