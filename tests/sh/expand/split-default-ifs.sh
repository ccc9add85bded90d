x='  one   two	three
four  '
set -- $x
echo $#
printf '[%s]\n' "$@"
