test -c /dev/null; echo $?
test -b /dev/null; echo $?
