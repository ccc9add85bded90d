test -r nosuch; echo $?
test -w nosuch; echo $?
test -x nosuch; echo $?
test -s nosuch; echo $?
test -d nosuch; echo $?
