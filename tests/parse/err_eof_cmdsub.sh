echo $(echo
