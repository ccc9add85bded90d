i=0
while [ $((i < 3)) -eq 1 ]; do echo $i; i=$((i+1)); done
