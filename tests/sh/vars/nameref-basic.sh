# declare -n: reads, assignments, ${!ref}, unset through and of a reference
x=one
declare -n r=x
echo "$r ${#r} ${r^^} ${!r}"
r=two
echo "$x"
r+=three
echo "$x"
declare -p r x
[[ -R r ]] && echo "r is a reference"
[[ -R x ]] || echo "x is not"
[[ -v r ]] && echo "r is set (x is)"
unset r
echo "x=${x-unset}"
declare -p r
r=back
declare -p x
unset -n r
declare -p r x
[[ -R r ]] || echo "r is gone"
typeset -n t=x
t=via-typeset
echo "$x"
