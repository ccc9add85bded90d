# set -x shows (( )) as bash does: "(( " and " ))" around the text as
# written between the parentheses (blanks and newlines kept) after its
# expansions, which run once.
set -x
i=0
(( i=i+1, j = 2 ))
((i++))
((   i  ))
((	i	))
((
i
))
x=5
(( $x + 1 ))
(( "$x" + 1 ))
(( ${x} * 2 > 3 ))
(( y = $(( x * 2 )) ))
(( 1 + \
2 ))
(())
((  ))
c=0
(( n = $(( c += 1 )) + 1 ))
f() { (( $1 )); }
f 'x + 1'
let 'z = 1 + 2' w=3
set +x
echo "$i $j $y $c $n $z $w"
