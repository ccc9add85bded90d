IFS=
x='a b:c'
set -- $x
echo $#
echo "[$1]"
