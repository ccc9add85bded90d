test 2 -lt 10; echo $?
test 10 -lt 2; echo $?
test 10 -gt 2; echo $?
test 2 -gt 2; echo $?
