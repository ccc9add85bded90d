kill -0 $$; echo "status $?"
kill -s 0 $$; echo "status $?"
