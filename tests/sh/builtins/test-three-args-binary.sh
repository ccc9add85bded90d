test a = a; echo $?
test a = b; echo $?
test a != b; echo $?
test a != a; echo $?
