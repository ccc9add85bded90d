# read -u, read <&N, exec'd descriptors and two descriptors on one open
# file: each read continues where the last one on that file stopped
printf '%s\n' a1 a2 a3 a4 a5 a6 a7 a8 > f
exec 3< f
read -r -u 3 x
read -r y <&3
read -u 3 -r z
echo "$x $y $z"
exec 4<&3
read -r -u 4 w
read -r -u 3 v
echo "$w $v"
cat <&4
exec 3<&- 4<&-
echo --
exec 5< f
read -r -u 5 p
{ read -r q; read -r -u 5 r; read -r s; } <&5
echo "$p $q $r $s"
cat <&5
exec 5<&-
