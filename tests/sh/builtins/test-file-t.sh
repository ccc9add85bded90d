test -t 0; echo $?
test -t 5; echo $?
