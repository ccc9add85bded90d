# $# inside $((...)) and (( )): read afresh on every use, as set and
# shift change it, in the interpreter and in compiled loops
set -- a b c d e f g h i j
words=0 k=0
while [ $k -lt 5 ]; do
	words=$((words + $#))
	shift
	k=$((k + 1))
done
echo "$words $#"
total=0
for w in one two three; do
	set -- $w x y
	total=$(( total * 10 + $# * 2 - 1 ))
	(( total += $# ))
done
echo "$total"
set --
echo "$(( $# )) $((1-$#)) $((10 - $# )) $(($#3)) $((-$#))"
set -- 1 2 3 4 5 6 7 8 9 10 11 12
echo "$(( $# % 5 )) $(( $# ? $# : 0 )) $(( ${#} + $# ))"
f() { echo "in f: $(( $# * 100 + $1 ))"; }
f 7 8
i=0
while (( i < $# )); do i=$((i + 4)); done
echo "i=$i"
echo "$(( $# / (3 - 3) ))"
echo "after: $#"
