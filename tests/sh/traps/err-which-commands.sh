# Which failures run the ERR trap (bash 5.2): the same ones set -e would
# exit for, with or without -e; with set -E inside functions and
# subshells too, and a `!` outside a function does not hide a failure
# inside it.
f() { false; }
trap 'echo "ERR line $LINENO status $?"' ERR
false
f
set -E
f
f || echo "or"
! f
if f; then :; fi
false && true
true && false
{ false; }
(false)
x=$(false)
false | true
set -o pipefail
(trap - ERR; false) | true
(( 0 ))
[[ a = b ]]
while false; do :; done
echo end
