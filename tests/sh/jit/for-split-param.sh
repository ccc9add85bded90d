# for x in $name: the value split on white-space IFS (the compiled
# loop splits it in place), against other IFS values, globbing and set -f,
# positional parameters and unset names; outputs checked against bash 5.
v='  a  b	c
d  '
for x in $v; do printf '[%s]' "$x"; done; echo
e=
for x in $e; do printf '[%s]' "$x"; done; echo "empty $?"
IFS=' '
for x in $v; do printf '[%s]' "$x"; done; echo
IFS=': '
w='a:b c::d'
for x in $w; do printf '[%s]' "$x"; done; echo
unset IFS
for x in $v; do printf '[%s]' "$x"; done; echo
g='/dev/nul* x'
for x in $g; do printf '[%s]' "$x"; done; echo
set -f
for x in $g; do printf '[%s]' "$x"; done; echo
set +f
set -- p1 'q  r'
for x in $2; do printf '[%s]' "$x"; done; echo
for x in $unset_var; do printf '[%s]' "$x"; done; echo none
