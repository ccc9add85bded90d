test -n ''; echo $?
test -z ''; echo $?
test -n abc; echo $?
test -z abc; echo $?
