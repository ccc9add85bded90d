set -- a b
x=1
unset x
echo "$# $1"
