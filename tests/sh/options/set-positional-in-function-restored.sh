set -- top
f() { set -- in func; echo "$#"; }
f
echo "$# $1"
