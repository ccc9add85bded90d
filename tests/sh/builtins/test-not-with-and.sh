test ! '' -a x; echo $?
