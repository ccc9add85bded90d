# a read(2) that fails (not the end of the file) is reported, status 1,
# and what was read before it is still assigned
printf 'one\ntwo\n' > f
exec 3< f
read -u 3 a
exec 3<&-
read -u 3 b
echo "status $? [$b]"
{ read x; exec 0<&-; read y; echo "status $? [$x] [$y]"; } < f
read d < /
echo "dir: status $? [$d]"
read -r e < f
echo "after: $e"
