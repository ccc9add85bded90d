test -5 -lt 3; echo $?
test -5 -gt -6; echo $?
