unset v
: ${v:=assigned}
echo "$v"
