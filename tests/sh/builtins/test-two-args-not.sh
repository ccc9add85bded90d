test ! ''; echo $?
test ! x; echo $?
