a &\
& b
