[[ 10 -gt 9 ]] && echo gt
[[ 2+3 -eq 5 ]] && echo arith
x=4
[[ x -le 4 ]] && echo varname
