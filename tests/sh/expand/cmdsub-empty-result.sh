x=$(true)
echo "[$x]"
set -- $(true)
echo $#
set -- "$(true)"
echo $#
