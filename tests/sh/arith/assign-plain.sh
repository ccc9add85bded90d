: $((x=42))
echo $x
echo $((y=3+4)) $y
