for a in 1 2; do
  for b in x y; do
    echo "$a$b"
    break 5
  done
done
echo "after"
