printf '%d:%s\n' 1 a 2 b 3
