test ! a = b; echo $?
test ! a = a; echo $?
