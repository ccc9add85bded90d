set -- a 'b c' d
set -- "$*"
echo $#
echo "[$1]"
