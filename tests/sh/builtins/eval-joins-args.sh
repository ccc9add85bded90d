eval echo a '"b  c"' d
