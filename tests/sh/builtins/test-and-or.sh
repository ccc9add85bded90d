test a -a b; echo $?
test a -a ''; echo $?
test '' -o b; echo $?
test '' -o ''; echo $?
