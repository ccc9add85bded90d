# The DEBUG trap runs before the head of for (once per word), select
# (once), case, each part of for ((;;)) (expanded; an empty part shows as
# 1), (( )) (as written) and [[ ]]; not before while, if, groups or
# subshells themselves (bash 5.2).
trap 'echo "D:$BASH_COMMAND"' DEBUG
set -- p q
for x in a "b c"; do echo "$x"; done
for x; do :; done
for x in; do :; done
case "$1" in p) echo P;; esac
n=2
for ((i=0; i<n; i++)); do echo "i$i"; done
for (( ; ; )); do break; done
for (( i = $n ; i < 3 ; )); do break; done
(( 1 + 1 ))
(( x = 1 ,
 y = 2 ))
[[ a == a && -n $n || -z b ]]
while false; do :; done
if true; then :; fi
select y in a; do break; done <<< 1
{ echo grp; }
( echo sub )
echo done
