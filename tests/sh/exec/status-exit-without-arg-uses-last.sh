(exit 6)
exit
