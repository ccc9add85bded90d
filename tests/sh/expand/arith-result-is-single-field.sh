set -- $((10 - 3))
echo $#
