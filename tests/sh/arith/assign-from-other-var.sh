a=3
echo $((b=a*a)) $b
