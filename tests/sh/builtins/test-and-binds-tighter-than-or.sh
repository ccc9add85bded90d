test x -o '' -a ''; echo $?
test '' -a x -o x; echo $?
