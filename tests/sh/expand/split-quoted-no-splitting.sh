x='  one   two  '
set -- "$x"
echo $#
echo "[$1]"
