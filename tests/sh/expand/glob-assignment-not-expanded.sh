mkdir g && cd g || exit 1
: > x1
: > x2
v=x*
echo "$v"
v=*
echo "[$v]"
