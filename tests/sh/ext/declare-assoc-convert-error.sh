a=(1)
declare -A a 2>/dev/null; echo $?
