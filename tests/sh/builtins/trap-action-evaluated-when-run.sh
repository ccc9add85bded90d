v=first
trap 'echo $v' EXIT
v=second
