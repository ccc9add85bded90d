# read -N: exactly N characters, the delimiter an ordinary character, no
# IFS splitting or trimming; further names and -a get the whole text once
read -N 4 x <<< $'ab\ncdef'; declare -p x
read -N 4 a b <<< "1 2 3 4"; declare -p a b
IFS=: read -N 5 x <<< "  a:b  "; declare -p x
read -N 3 <<< "  xy"; declare -p REPLY
read -N 3 -d x x <<< "axbc"; declare -p x
read -N 10 x <<< "ab"; echo "s=$?"; declare -p x
read -N 3 x <<< 'a\bcd'; declare -p x
read -rN 3 x <<< 'a\bcd'; declare -p x
read -N 2 -a arr <<< "a b c"; declare -p arr
read -N 0 x <<< abc; echo "s=$?"; declare -p x
read -n 2 -N 3 x <<< abcdef; declare -p x
read -N x x <<< a; echo "s=$?"
