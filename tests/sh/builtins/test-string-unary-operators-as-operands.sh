test -f = -f; echo $?
test = = =; echo $?
