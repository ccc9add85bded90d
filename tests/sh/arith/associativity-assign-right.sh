a=0 b=0
echo $((a=b=5)) $a $b
