kill -s NOSUCH $$
echo "status $?"
