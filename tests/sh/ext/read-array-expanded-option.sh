# read parses its options after expansion
o=-a; read $o arr <<< "x y"; echo ${#arr[@]}; declare -p arr
opts="-r -a"; read $opts arr <<< 'a\ b c'; declare -p arr
read -a arr <<< 'a\ b c'; declare -p arr
IFS=: read -a arr <<< "a:b::c:"; declare -p arr
read -a arr <<< ""; declare -p arr
arr=stale; read -a arr <<< "p q"; declare -p arr
readonly r; read -a r <<< "a"; echo status:$?
read -a 1x <<< "a"; echo status:$?
