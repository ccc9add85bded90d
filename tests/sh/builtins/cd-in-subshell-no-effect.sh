mkdir d
start=$PWD
( cd d )
[ "$PWD" = "$start" ] && echo same
