unset u
echo $((u)) $((u+1)) $((u*5))
