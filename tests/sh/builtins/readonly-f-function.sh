# readonly -f: a readonly function can be neither redefined nor unset
f() { echo f; }
readonly -f f
f() { echo no; }
echo "s=$?"; f
unset -f f; echo "s=$?"
unset f; echo "s=$?"; f
declare -F
readonly -f
readonly -f nosuch; echo "s=$?"
export -f f; declare -F f; declare -F
