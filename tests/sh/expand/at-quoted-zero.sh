set --
set -- "$@"
echo $#
for a in "$@"; do echo "arg[$a]"; done
echo done
