echo 'a\
b'
