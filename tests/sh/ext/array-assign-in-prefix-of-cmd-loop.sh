a=()
for w in x y z; do a+=("$w$w"); done
echo ${a[@]}
