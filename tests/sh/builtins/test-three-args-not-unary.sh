test ! -z x; echo $?
test ! -n x; echo $?
