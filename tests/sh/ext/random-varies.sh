a=$RANDOM; b=$RANDOM; c=$RANDOM
[[ $a != $b || $b != $c ]] && echo varies
