a=$PPID
b=$(echo $PPID)
[ "$a" = "$b" ] && echo same
