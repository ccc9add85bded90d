echo bg > out &
wait
cat out
