for (( i=0; i<10; i++ )); do
  (( i % 2 )) && continue
  (( i > 6 )) && break
  echo $i
done
