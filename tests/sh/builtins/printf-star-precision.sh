printf '[%.*s]\n' 3 abcdef
