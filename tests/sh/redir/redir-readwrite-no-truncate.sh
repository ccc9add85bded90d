echo 0123456789 > f
exec 3<> f
printf 'ab' >&3
exec 3>&-
cat f
