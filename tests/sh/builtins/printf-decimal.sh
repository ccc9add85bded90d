printf '%d %i\n' 42 -7
