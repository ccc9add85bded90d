printf 'x\n' > /dev/full
echo "status $?"
