test ' 5' -eq 5; echo $?
test 007 -eq 7; echo $?
