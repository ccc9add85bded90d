ec\
ho a\
b
