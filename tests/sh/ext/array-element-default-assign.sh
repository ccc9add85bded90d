a=()
: ${a[0]:=zero}
echo ${a[0]:-none} $a
