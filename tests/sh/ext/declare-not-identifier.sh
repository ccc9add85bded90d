declare 1x=2
echo status $?
