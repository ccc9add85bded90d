echo a\
b
