read x < /dev/null
echo "status $? [$x]"
