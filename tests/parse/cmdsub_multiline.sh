x=$(
  echo a
  echo b
)
echo $x
