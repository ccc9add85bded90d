# Nested subshells: $(...) in ( ... ) and back, 50 levels deep.
f() { if [ "$1" -gt 0 ]; then echo "$1 $(f $(($1 - 1)))"; else echo end; fi; }
x=$(f 50); echo "${#x} ${x:0:20} ${x: -12}"
g() { if [ "$1" -gt 0 ]; then (g $(($1 - 1))); else echo "level $BASH_SUBSHELL"; fi; }
g 50
v=1; ( v=2; ( v=3; echo "$(v=4; echo $v) $v" ); echo $v ); echo $v
echo "$(echo $BASH_SUBSHELL $(echo $BASH_SUBSHELL $( (echo $BASH_SUBSHELL) )))"
( echo "$BASH_SUBSHELL $(echo $BASH_SUBSHELL)" )
a=$(echo "$( (echo deep) )"); echo "a=$a"
