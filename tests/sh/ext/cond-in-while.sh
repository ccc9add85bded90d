i=0
while [[ $i != 3 ]]; do i=$((i+1)); done
echo $i
