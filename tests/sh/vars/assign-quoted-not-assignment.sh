"x=1" 2>/dev/null
echo "status $? [${x-unset}]"
