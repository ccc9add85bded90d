f() {
  for i in 1 2 3; do
    while :; do
      [ $i = 2 ] && return $i
      break
    done
    echo "i=$i"
  done
  echo never
}
f
echo "status=$?"
