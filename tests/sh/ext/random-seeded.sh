RANDOM=123
a=$RANDOM b=$RANDOM
RANDOM=123
c=$RANDOM d=$RANDOM
[[ $a == $c && $b == $d ]] && echo reproducible
(( a >= 0 && a <= 32767 )) && echo range
