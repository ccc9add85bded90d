printf 'x\n' a b
