# readonly -a / -A (and declare -ra): a value makes the array, an array
# keeps its kind; without names they list readonly arrays of that kind.
readonly -a a=(1 2)
declare -p a
readonly -A m=([x]=1 [y]=2)
declare -p m
declare -ra b=(3)
declare -p b
readonly -a u=x
declare -p u
readonly -a w='(4 5)'
declare -p w
i=(7); readonly -A i; echo "status $?"; declare -p i
readonly -a s; declare -p s
readonly -A | grep -v BASH
readonly -a | grep -v BASH
a[0]=5
echo "a: ${a[*]}"
