set --
set -- "$*"
echo $#
echo "[$1]"
