exec 3>&1
exec > f
echo captured
exec 1>&3 3>&-
echo restored
cat f
