a | b | c
