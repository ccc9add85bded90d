# mapfile -C CALLBACK -c QUANTUM: the callback gets the index and the line
# before the element is assigned
cb() { echo "cb: $1 <$2> ${#arr[@]}"; }
mapfile -t -C cb -c 2 arr <<< $'a\nb\nc\nd\ne'; declare -p arr
mapfile -C cb -c 1 arr <<< $'it\'s\nx y'
mapfile -C 'echo called' -c 3 -O 10 arr <<< $'1\n2\n3'
