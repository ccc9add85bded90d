echo >a b 2>c d
