false
: ${x=assigned} "$(echo ignored)"
echo "$? $x"
