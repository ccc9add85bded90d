echo `echo
