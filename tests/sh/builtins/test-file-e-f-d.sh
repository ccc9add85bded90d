touch f; mkdir d
test -e f; echo $?
test -f f; echo $?
test -d f; echo $?
test -d d; echo $?
test -f d; echo $?
test -e nosuch; echo $?
