((
  x = 1 +
  2
))
echo $x
