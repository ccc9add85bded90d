# The interpreter's fast paths must not change meaning: `[` and `]` are
# ordinary words even when files of those names exist or nullglob is on;
# x=$((...)) stores an integer with every attribute of the variable
# honoured; a command named `[` is looked up again once a function of
# that name is defined.
: > '[' ; : > ']' ; : > a
i=0
while [ "$i" -lt 3 ]; do i=$((i + 1)); done
echo "i=$i" [ ] [a] '[a]'
shopt -s nullglob
[ 1 = 1 ] && echo "nullglob: [ still works" [ ]
shopt -u nullglob
# attributes of the target
declare -i n
n=$((2 + 3)); echo "n=$n"
declare -u up; up=$((10)); echo "up=$up"
export e; e=$((7 * 6)); sh -c 'echo "child sees e=$e"'
set -a; auto=$((1 + 1)); set +a; sh -c 'echo "allexport: auto=$auto"'
arr=(x y z); arr=$((9)); echo "arr: ${arr[@]}"
RANDOM=$((42)); r1=$RANDOM; RANDOM=42; r2=$RANDOM; [ "$r1" = "$r2" ] && echo "RANDOM seeded"
readonly ro=1
(ro=$((2)); echo "not reached") 2>/dev/null || echo "readonly: status $?"
(q=$((1 / 0)); echo "not reached") 2>/dev/null || echo "division: status $?"
# each value is stored before the next is evaluated
p=$((5)) q=$((p * 2)); echo "p=$p q=$q"
# a function named [ takes over from the builtin
c=0
while [ $c -lt 2 ]; do c=$((c + 1)); done
function [ { echo "function [ $*"; }
[ 1 = 2 ]
unset -f [
[ 1 = 1 ] && echo "builtin again"
