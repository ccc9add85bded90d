IFS=:
echo a:b c:d
set -- a:b
echo $#
