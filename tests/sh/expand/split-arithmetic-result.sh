IFS=1
set -- $((212))
echo $#
printf '[%s]\n' "$@"
