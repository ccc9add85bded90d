a=b b=c c=5
echo $((a)) $((a+1))
