# (( )) and for ((;;)) written with expansions in compiled loops
n=5 op='+'
for ((i = 0; i < $n; i++)); do (( s $op= i )); done
echo "s=$s i=$i"
for ((i = $n; i > 0; i -= ${step:-2})); do echo -n "$i "; done; echo
set -- 3
for ((i = 0; i < $1; i++)); do (( $i % 2 )) && echo "odd $i"; done
x='1 +'
for ((i = 0; i < 2; i++)); do (( y = $x 1 )); echo "y=$y $?"; (( z = 1 $x )); echo "z=${z-unset} $?"; done
for ((i = 0; i < $n / 0; i++)); do :; done; echo "cond: $?"
for ((i = 0; i < 3; i++)); do (( ${u:?no u} )); echo never; done
echo not reached
