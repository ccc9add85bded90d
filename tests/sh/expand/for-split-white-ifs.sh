# A for word list that is one unquoted parameter is split on IFS white
# space: runs of blanks delimit, leading and trailing ones are dropped.
v='  one two	three
four  '
for w in $v; do echo "[$w]"; done
set -- $v
echo "args $#: $*"
# only the white space IFS holds splits
IFS=' '
for w in $v; do echo "<$w>"; done
IFS='	
'
for w in $v; do echo "{$w}"; done
# a non-white IFS character keeps empty fields
IFS=': '
p='a:b::c d'
for w in $p; do echo "($w)"; done
# empty IFS: no splitting at all
IFS=
for w in $v; do echo "|$w|"; done
unset IFS
e=
for w in $e; do echo "never"; done
for w in $e x $e; do echo "only $w"; done
# glob characters in the value still get pathname expansion
mkdir d && touch d/a1 d/a2
g='d/a* d/none?'
for w in $g; do echo "g $w"; done
