until test -f x
do
  sleep 1
done
