(exit 255); echo $?
