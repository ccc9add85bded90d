x=$((5*5))
echo "$x"
y=pre$((1+1))post
echo "$y"
