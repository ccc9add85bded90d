IFS=:
x='a:b:'
set -- $x
echo $#
printf '[%s]\n' "$@"
x='a:b::'
set -- $x
echo $#
