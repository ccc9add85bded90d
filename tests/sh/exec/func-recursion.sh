fact() {
  if [ $1 -le 1 ]; then echo 1; return; fi
  echo $(( $1 * $(fact $(( $1 - 1 ))) ))
}
fact 6
