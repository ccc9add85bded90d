e=
set -- $e a $e b $e
echo $#
set -- $e$e
echo $#
