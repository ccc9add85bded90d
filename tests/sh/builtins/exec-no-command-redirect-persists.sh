exec 3>&1 > out
echo one
echo two
exec >&3 3>&-
echo back
cat out
