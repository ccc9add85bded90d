i=0
while [ $i -lt 5 ]; do
  i=$((i+1))
  [ $((i % 2)) = 0 ] && continue
  echo $i
done
