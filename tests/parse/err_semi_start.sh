; echo
