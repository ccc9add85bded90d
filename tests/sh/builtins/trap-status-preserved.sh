trap 'false' USR1
true
kill -s USR1 $$
echo "status $?"
