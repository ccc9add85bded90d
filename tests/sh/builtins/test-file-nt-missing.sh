touch f
test f -nt nosuch; echo $?
test nosuch -nt f; echo $?
test nosuch -ot f; echo $?
