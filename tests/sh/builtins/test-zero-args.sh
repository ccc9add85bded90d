test; echo $?
[ ]; echo $?
