# done < <(list) runs the loop in the shell: its variables survive
count=0
while read -r l; do last=$l; count=$((count + 1)); done < <(printf '%s\n' a b c)
echo "last=$last count=$count"
read -r first < <(echo rd)
echo "$first"
source <(echo 'echo "sourced with $# args: $*"; sourced=yes') p q
echo "sourced=$sourced"
. <(echo 'dotted=1')
echo "dotted=$dotted"
exec 3< <(printf '%s\n' x y)
read -r -u 3 a; read -r -u 3 b
echo "$a$b"
exec 3<&-
mapfile_like() { while read -r line; do lines+=("$line"); done; }
mapfile_like < <(seq 3)
echo "${lines[@]}"
