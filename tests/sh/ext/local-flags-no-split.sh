v="a  b"
f() { local -r x=$v; echo "$x"; local -a y=$v; echo "${y[0]}"; }
f
