x='b c'
set -- a$x"d e"
echo $#
printf '[%s]\n' "$@"
