set -- $(printf 'a b\nc\n')
echo $#
IFS='
'
set -- $(printf 'a b\nc\n')
echo $#
printf '[%s]\n' "$@"
