# Under set -u an element of an array that does not exist is an unset
# parameter in arithmetic too (named without the subscript, as bash).
set -u
a=()
(( a[-1] )); echo "empty array $?"
(( w[-1] )); echo not reached
