i=0
while :; do
  i=$((i+1))
  [ $i -ge 3 ] && break
done
echo "i=$i"
until false; do echo once; break; done
