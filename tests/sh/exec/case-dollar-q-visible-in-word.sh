false
case $? in 1) echo "status one";; esac
