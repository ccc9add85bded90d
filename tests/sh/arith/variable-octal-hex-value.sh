a=010 b=0x1f
echo $((a)) $((b)) $((a+b))
