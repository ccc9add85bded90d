test a '<' b; echo $?
test b '<' a; echo $?
test b '>' a; echo $?
test a '>' a; echo $?
