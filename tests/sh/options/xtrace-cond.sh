# set -x traces [[ ]] as bash does: each primary evaluated gets its own
# "[[ ... ]]" line after its expansions, short-circuited ones none;
# operands show as expanded, unquoted even with blanks, '' when empty;
# a lone word shows as -n WORD.
set -x
a='x y'
e=
s=abc
q="it's"
[[ $a ]]
[[ $e ]]
[[ -n $e ]]
[[ -z "$a" ]]
[[ $q < b ]]
[[ $s > b ]]
[[ "" < $s ]]
[[ 3 -lt 4 ]]
[[ 1 -eq "" ]]
[[ -v s ]]
[[ -f '' ]]
[[ $s != x && $s == abc ]]
[[ $s == x && $s == abc ]]
[[ $s == abc || $s == x ]]
[[ $s == x || $s == y || -n $s ]]
[[ ( $s == x || $s == abc ) && -n $s ]]
[[ $s == a && ( $s == b || $s == abc ) ]]
[[ -n "-n" ]]
[[ ( $s ) ]]
nl='a
b'
[[ $nl == x ]]
set +x
