# set -x shows '!' before a [[ ]] primary that is itself negated an odd
# number of times; a '!' before parentheses does not show.
set -x
s=abc
[[ ! $s == x ]]
[[ ! -n $s ]]
[[ ! $s ]]
[[ ! ! $s == x ]]
[[ ! $s == x && ! -z $s ]]
[[ ! ( a == b ) ]]
[[ ! ( ! a == b ) ]]
[[ ( ! $s == x ) ]]
[[ ! ( $s == abc && ! $s == x ) ]]
set +x
