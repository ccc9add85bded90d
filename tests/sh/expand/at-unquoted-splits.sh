set -- 'a b' 'c   d'
set -- $@
echo $#
