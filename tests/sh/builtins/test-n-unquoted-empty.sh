x=
test -n $x; echo $?
test -z $x; echo $?
