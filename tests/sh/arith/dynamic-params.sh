# $((...)), (( )) and for ((;;)) whose text holds parameters: the value is
# substituted into the text before it is parsed, whatever shape it has.
# (Quirl parses such text once and reuses the tree while the values are
# plain non-negative decimals; every other value takes the text path.)
add() { r=$((r + $1)); }
r=0
for v in 1 2 3 10 0 42; do add "$v"; done
echo "sum $r"
for v in -5 '2*3' ' 7' 010 0x10 '1+1'; do
	r=100
	add "$v"
	echo "add [$v] -> $r"
done
# the same text evaluated with a plain number, then an expression, then
# a number again: precedence follows the substituted text
mul() { echo $(( $1 * 2 )); }
mul 3
mul '1+2'
mul 3
# neighbours that glue onto the value change its meaning
x=5 y=07
echo $(( $x$x )) $((x+${x}0)) $(( y + $y ))
echo $(( 1$x )) $(( $x ))
# operators next to a parameter
set -- 2 3
echo $(( -$1 )) $(( - $1 )) $(( --$1 )) $(( !$1 )) $(( ~$1 )) $(( $1**$2 ))
echo $(( $1 ? $2 : 9 )) $(( ($1) )) $(( $1 << $2 )) $(( $1,$2 ))
# a parameter as the target of an assignment is an error in every shell
( echo $(( $1 = 3 )) ) 2>/dev/null || echo "assignment to \$1 fails"
( echo $(( $1++ )) ) 2>/dev/null || echo "\$1++ fails"
# array subscripts and names that look like internal ones
a=(10 20 30)
i=2
echo $(( a[$i] + a[$1] ))
__quirl_t0=40
echo $(( __quirl_t0 + $1 ))
# (( )) and for ((;;)) with parameters
f() {
	(( r = $1 * 3 + $2 ))
	for ((k = $1; k < $1 + $2; k++)); do printf '%s ' "$k"; done
	echo "r=$r"
}
f 1 2
f 4 3
f '1+1' 2
# an unset parameter is empty text; under set -u it is an error
echo $(( 1 + $nope + 1 ))
( set -u; echo $(( 1 + $nope )) ) 2>/dev/null || echo "set -u: error"
# many calls with changing values
s=0
g() { s=$(( s + $1 * $2 - $3 )); }
for i in 1 2 3 4 5 6 7 8 9 10; do
	for j in 1 2 3; do g "$i" "$j" 1; done
done
echo "s=$s"
# an assignment of dynamic arithmetic stores the number with the
# variable's attributes, and an error leaves the variable as it was
declare -i di
set -- 6
di=$(( $1 * 7 )); echo "di=$di"
readonly rov=1
( rov=$(( $1 + 1 )); echo "not reached" ) 2>/dev/null || echo "readonly kept: $rov"
set -- 0
keep=5
( keep=$(( 10 / $1 )); echo "not reached" ) 2>/dev/null || echo "error keeps $keep"
