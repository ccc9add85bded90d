kill -l 130
kill -l 143
