test 2 -le 2; echo $?
test 3 -le 2; echo $?
test 2 -ge 2; echo $?
test 1 -ge 2; echo $?
