echo a -n
