shopt -s nullglob
set -- nothing*here
echo $#
shopt -u nullglob
set -- nothing*here
echo $#
