# An IFS character of more than one byte is one delimiter.
LC_ALL=C.UTF-8
IFS=é
set -- a b c
echo "$*"
arr=(x y z)
echo "${arr[*]}"
v="${arr[*]}"
echo "$v"
x=aébéc
set -- $x
echo $# "$1" "$2" "$3"
# the same bytes in another order are no delimiter
x=$'aé\xc3\x83bé'
set -- $x
echo $# "$1" "$2"
for w in $x; do printf '<%s>' "$w"; done
echo
IFS=é:
x='aé:b:é'
set -- $x
printf '[%s]' "$@"
echo
# bash leaves such a character after white space to the next field
IFS='é '
x='a é b  éc'
set -- $x
printf '[%s]' "$@"
echo
x='aé b'
set -- $x
printf '[%s]' "$@"
echo
IFS=é
read -r p q r <<< "1é2é3é"
echo "$p|$q|$r"
read -ra A <<< "1é2éé3"
printf '[%s]' "${A[@]}"
echo
IFS='é '
read -r p q r <<< "a é b é c"
echo "$p|$q|$r"
IFS=$'\xa9'
x=aébé
set -- $x
echo $#
IFS=€
y="a€b€"
for w in $y; do printf '<%s>' "$w"; done
echo
LC_ALL=C
IFS=é
x=aébéc
set -- $x
echo $#
set -- a b
printf '%s' "$*" | od -An -tx1
