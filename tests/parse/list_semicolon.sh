a; b; c
