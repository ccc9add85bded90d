test x; echo $?
test ''; echo $?
test -n; echo $?
test !; echo $?
