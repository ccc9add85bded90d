# set -x for the right side of == = != in [[ ]]: bash escapes every
# character that was quoted (so matching it is literal) and shows the
# unquoted parts as expanded; after =~ only the quoted characters that
# are special in an ERE (but ] and }) are escaped.
set -x
a='x y'
e=
s=abc
g='*'
bs='a\b'
HOME=/h/d
[[ $a == "x y" ]]
[[ $s == a* ]]
[[ $s == "a*" ]]
[[ $s = a\* ]]
[[ $s == $g ]]
[[ $s == "$g" ]]
[[ $s == x"$g"y ]]
[[ $s != "a"* ]]
[[ $s == "a"'b' ]]
[[ $s == "$bs" ]]
[[ $s == $bs ]]
[[ $s == 'a\b' ]]
[[ $s == a\\b ]]
[[ $s == "" ]]
[[ $s == $e ]]
[[ $s == "$e" ]]
[[ $s == $'\t' ]]
[[ $s == "$((1+2))" ]]
[[ $s == $((1+2)) ]]
[[ $s == [ab]* ]]
[[ $s == *'$'* ]]
[[ $s == ~/"a" ]]
[[ $s = "-n" ]]
nl='a
b'
[[ $s == "$nl" ]]
[[ $s =~ ^a(b)c$ ]]
[[ $s =~ "a.c" ]]
[[ $s =~ a\.c ]]
[[ $s =~ "a b" ]]
[[ $s =~ $a ]]
[[ $s =~ "" ]]
[[ $s =~ x"$g"y ]]
[[ $s =~ 'a'b ]]
[[ $s =~ "a-b/c]d{e}f^g\$h|i(j)k+l?m.n*o[p\\q r" ]]
echo "${BASH_REMATCH[0]}"
