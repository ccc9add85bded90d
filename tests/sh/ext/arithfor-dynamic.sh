n=3
for (( i=0; i<$n; i++ )); do echo $i; done
