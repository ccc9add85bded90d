echo 2 >x 12a>y
