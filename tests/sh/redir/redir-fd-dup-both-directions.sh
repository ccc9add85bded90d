exec 3>f
echo via3 1>&3
exec 3>&-
exec 3<f
cat 0<&3
