for v in a 5 Z; do
case $v in
[!0-9]) echo "$v nondigit";;
*) echo "$v digit";;
esac
done
