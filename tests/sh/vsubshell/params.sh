# Positional parameters, $? and $_ are the subshell's own.
set -- a b c
x=$(shift; echo "$# $*"); echo "x=$x now=$# $*"
( set -- z; echo "in: $*" ); echo "out: $*"
f() { echo "f: $# $1"; shift 2; echo "f: $1"; }
y=$(f p q r); echo "y=$y"
false; s=$(echo "st=$?"); echo "$s"
true; (exit 7); echo "after=$?"
z=$(exit 5); echo "z=$? [$z]"
echo last-word >/dev/null; w=$(echo "$_"); echo "w=$w _=$_"
: one two; (: three four); echo "_=$_"
t=$(false | true; echo "${PIPESTATUS[*]}"); echo "t=$t ps=${PIPESTATUS[*]}"
