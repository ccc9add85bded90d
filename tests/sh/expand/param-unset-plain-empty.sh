unset u
set -- $u
echo $#
set -- "$u"
echo $#
