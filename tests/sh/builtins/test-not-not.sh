test ! ! x; echo $?
test ! ! ''; echo $?
