function greet {
  echo hi $1
}
greet you
function two() { echo two; }
two
