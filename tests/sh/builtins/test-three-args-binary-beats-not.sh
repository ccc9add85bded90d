test ! = a; echo $?
test -n = x; echo $?
