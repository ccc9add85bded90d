printf 'l1\nl2\nl3\n' > f
{ read a; cat; } < f
