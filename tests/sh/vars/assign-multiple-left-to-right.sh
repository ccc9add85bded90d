a=1 b=$a c=$b$a
echo "$a $b $c"
