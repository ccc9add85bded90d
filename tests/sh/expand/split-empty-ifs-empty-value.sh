IFS=
x=
set -- $x
echo $#
