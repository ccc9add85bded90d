f() {
  echo $LINENO
}
echo $LINENO
f
