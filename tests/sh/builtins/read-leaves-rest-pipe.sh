printf 'l1\nl2\n' | { read a; cat; }
