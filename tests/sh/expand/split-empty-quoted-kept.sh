e=
set -- "$e" ''$e $e""
echo $#
