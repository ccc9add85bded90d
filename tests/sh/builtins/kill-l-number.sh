kill -l 9
kill -l 15
