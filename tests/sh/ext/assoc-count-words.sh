declare -A c
for w in a b a c a b; do (( c[$w]++ )); done
echo ${c[a]} ${c[b]} ${c[c]}
