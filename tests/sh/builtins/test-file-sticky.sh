mkdir d; chmod 1777 d
test -k d; echo $?
test -k .; echo $?
