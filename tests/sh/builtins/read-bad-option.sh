read -z x < /dev/null
echo "status $?"
