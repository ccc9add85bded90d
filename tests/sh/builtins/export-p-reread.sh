set -o posix; export Q1="it's" Q2='a"b' Q3='$x \ `y`' Q4='new
line'
export -p > saved
unset Q1 Q2 Q3 Q4
. ./saved
printf '[%s]\n' "$Q1" "$Q2" "$Q3" "$Q4"
env | grep -c '^Q[123]='
