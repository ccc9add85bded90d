test 3 -eq 3; echo $?
test 3 -eq 4; echo $?
test 3 -ne 4; echo $?
test 3 -ne 3; echo $?
