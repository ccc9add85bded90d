unset v
echo "${v=a b}"
set -- $v
echo $#
