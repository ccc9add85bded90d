v='a b  c'
declare x=$v
echo "$x"
typeset y=$v
echo "$y"
