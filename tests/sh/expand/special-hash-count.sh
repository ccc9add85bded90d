echo $#
set -- a b c
echo $#
set -- '' ''
echo $#
set --
echo $#
