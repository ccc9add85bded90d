exec 3>f
( exec 3>&- )
echo still-open >&3
exec 3>&-
cat f
