i=0
for (( ; ; )); do (( i++ >= 3 )) && break; done
echo $i
