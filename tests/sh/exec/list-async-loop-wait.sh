for i in 1 2 3; do
  (echo "job $i" > "out$i") &
done
wait
cat out1 out2 out3
