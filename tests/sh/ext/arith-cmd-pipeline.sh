(( 2 > 1 )) && echo ok | cat
! (( 0 )) && echo negated
