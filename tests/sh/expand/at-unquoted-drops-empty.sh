set -- a '' b
set -- $@
echo $#
echo "$@"
