for v in x y z w; do
case $v in
x|y) echo "xy:$v";;
z | w) echo "zw:$v";;
esac
done
