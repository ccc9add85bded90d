set -- a b c
x=$*
echo "[$x]"
IFS=-
y="$*"
echo "[$y]"
