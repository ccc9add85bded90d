IFS=:
x=':'
set -- $x
echo $#
printf '[%s]\n' "$@"
