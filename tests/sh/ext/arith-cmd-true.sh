(( 1 + 1 )); echo $?
(( 0 )); echo $?
(( 5 > 3 )) && echo yes
