a=1 b=$a c=$b
echo "$a $b $c"
