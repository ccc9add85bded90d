i=0
while (( i < 5 )); do (( i++ )); done
echo $i
