(( 1 / 0 ))
echo status $?
echo after
