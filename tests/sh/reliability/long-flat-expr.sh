# Long left-associative chains from data (issue 29): evaluated without
# the C stack growing with their length, as bash does.
x=1
for i in {1..17}; do x=$x+$x; done # 131072 terms
echo ${#x}
echo $((x))
[[ $x -gt 0 ]] && echo gt
declare -i y=$x
echo $y
x=1; for i in {1..16}; do x="$x || $x"; done
echo $((x - 1))
c='1 -eq 1'
for i in {1..14}; do c="$c && $c"; done # 16384 terms
eval "[[ $c ]]" && echo cond-ok
c='1 -eq 2'
for i in {1..14}; do c="$c || $c"; done
eval "[[ $c ]]" || echo cond-false
