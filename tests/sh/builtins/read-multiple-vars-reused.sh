printf 'a b\nc d\n' > f
{ read x y; read z w; } < f
echo "$x$y$z$w"
