i=0
while i=$((i+1)); [ $i -le 3 ]; do echo $i; done
