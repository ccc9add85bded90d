# a word that is one $((...)) as a command argument: split by IFS when
# unquoted, as any expansion result, and evaluated once
f() { printf '<%s>' "$@"; echo " $#"; }
g() { f $(($1 - 1)) "$(($1 * 2))" $(( -$1 )) $(($1 > 2 ? 100 : -100)); }
g 5
g 1
IFS=0
g 5
f $((100 + 1)) "$((100 + 1))"
IFS=-
g 3
unset IFS
set -- 7 x
f $(($1 << 2)) $(($1 | 8)) $((1, 2))
f $(($2 + 1)) 2>&1
i=0
f $((i += 1)) $((i += 1)) $i
echo "$((1 / 0))" 2>&1 || echo "status $?"
f $(( 4 / $1 ))
