set -- '' ''
set -- "$@"
echo $#
