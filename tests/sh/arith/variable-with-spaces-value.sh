x=' 3 '
echo $((x+1))
